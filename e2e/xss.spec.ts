// User text is always rendered as text: a markup payload saved as name, description and keyword
// shows literally on the card and the detail page, and no dialog ever opens.
import { expect, test } from '@playwright/test';
import { apiCreateTool, apiSignup, forbidNativeDialogs, openSignedIn } from './fixtures.js';

const payload = '<img src=x onerror=alert(1)>';

test('a markup payload shows as text on the card and the detail page', async ({ page, request }) => {
  const dialogs = forbidNativeDialogs(page);
  const session = await apiSignup(request, 'xss');
  const tool = await apiCreateTool(request, session, {
    name: payload,
    url: 'https://example.com/',
    category: `Cat ${payload}`,
    description: payload,
    keywords: [payload, 'safe'],
  });

  await openSignedIn(page, session);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: payload, exact: true })).toBeVisible();
  await expect(main.getByText(payload, { exact: true })).toHaveCount(2); // title + description
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await main.getByRole('link', { name: payload, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/${tool.id}$`));
  await expect(page.getByRole('heading', { name: payload, level: 1 })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: payload })).toHaveCount(1);
  await expect(main.getByText(payload, { exact: true })).toHaveCount(3); // heading, description, keyword
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});
