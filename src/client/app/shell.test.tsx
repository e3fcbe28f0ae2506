import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../components/feedback.js';
import { saveSession } from '../lib/session.js';
import { writeCache } from '../lib/cache.js';
import { makeCategory, makeTool } from '../test-fixtures.js';
import { routes } from './routes.js';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return router;
}

describe('shell and route guards (spec §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'Please Login Again!' and goes to /login when no token is stored", async () => {
    const router = renderAt('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Login Again!');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in person from /login to /', async () => {
    saveSession({ token: 't', username: 'ada', email: 'a@b.c', name: 'Ada' });
    writeCache([makeTool(1)], [makeCategory(1, 'Design', 1)]);
    const router = renderAt('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'All Space' })).toBeInTheDocument();
  });

  it('shows the title, the welcome block and highlights the current link', async () => {
    saveSession({ token: 't', username: 'ada', email: 'a@b.c', name: 'Ada' });
    writeCache([makeTool(1, { name: 'Figma' })], [makeCategory(1, 'Design', 1)]);
    renderAt('/');
    expect(screen.getByText('Toolspace')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Figma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Gallary' })).not.toHaveAttribute('aria-current');
    for (const name of ['Space', 'URL Automate', 'Manual Data']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Log out ada' })).toBeInTheDocument();
  });

  it("shows the 404 page with 'Oops! Looks like you're lost.' and a Home link", async () => {
    saveSession({ token: 't', username: 'ada', email: 'a@b.c', name: 'Ada' });
    writeCache([], []);
    renderAt('/no/such/page');
    expect(await screen.findByText("Oops! Looks like you're lost.")).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
