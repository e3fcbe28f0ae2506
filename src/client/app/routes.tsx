// Every route of spec §2. Home is in the first bundle; every other page is loaded when first visited.
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../routes/home.js';
import { PageLoading } from '../components/page-loading.js';
import { GuestOnly } from './guest-only.js';
import { Shell } from './shell.js';

function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: lazyPage(() => import('../routes/login.js')) },
      { path: '/signup', element: lazyPage(() => import('../routes/signup.js')) },
    ],
  },
  {
    element: <Shell />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/gallary', element: lazyPage(() => import('../routes/gallary.js')) },
      { path: '/category', element: lazyPage(() => import('../routes/category.js')) },
      { path: '/tasks', element: lazyPage(() => import('../routes/tasks.js')) },
      { path: '/profile', element: lazyPage(() => import('../routes/profile.js')) },
      { path: '/features', element: lazyPage(() => import('../routes/features.js')) },
      { path: '/tools/:id', element: lazyPage(() => import('../routes/tool-detail.js')) },
      { path: '/canvas', element: lazyPage(() => import('../routes/canvas.js')) },
      { path: '*', element: lazyPage(() => import('../routes/not-found.js')) },
    ],
  },
];
