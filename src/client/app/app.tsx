import { createBrowserRouter, RouterProvider } from 'react-router';
import { FeedbackProvider } from '../components/feedback.js';
import { routes } from './routes.js';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>
  );
}
