// Helpers for the end-to-end specs: accounts and data made through the real API, sessions put in
// the browser the way the app stores them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Session {
  token: string;
  username: string;
  email: string;
  name: string;
}

export const PASSWORD = 'correct horse battery';

export function uniqueUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 32);
}

export async function apiSignup(
  request: APIRequestContext,
  prefix: string,
  name = 'Test Person',
): Promise<Session> {
  const username = uniqueUsername(prefix);
  const response = await request.post('/api/signup', {
    data: { name, username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Session }).data;
}

export async function apiCreateTool(
  request: APIRequestContext,
  session: Session,
  data: { name: string; url: string; category: string; keywords: string | string[]; description?: string },
): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/createTools', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { data: { description: '', ...data } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number; name: string } }).data;
}

/** Stores the session as the app does after sign-in, then opens `path`. */
export async function openSignedIn(page: Page, session: Session, path = '/'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((s) => {
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, value);
  }, session);
  await page.goto(path);
}

/** Fails the test if any page dialog (alert/confirm/prompt) opens: the app must never use them. */
export function forbidNativeDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}
