// A person's whole journey, as they would click through it (issue 3, "Done when").
import { expect, test } from '@playwright/test';
import { forbidNativeDialogs, PASSWORD, uniqueUsername } from './fixtures.js';

test('sign up, organise, search, filter, edit, delete, 404, log out and sign in again', async ({
  page,
  request,
}) => {
  const dialogs = forbidNativeDialogs(page);
  const username = uniqueUsername('ada');
  const main = page.getByRole('main');

  // Sign up: stores the session, goes to /login, which forwards a signed-in person to /.
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'All Space' })).toBeVisible();
  await expect(page.getByText('Toolspace', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText(username);
  await expect(main.getByText('No Resources Found!')).toBeVisible();

  // Add two categories through the Space operation.
  for (const name of ['Design', 'Reading']) {
    await page.getByRole('button', { name: 'Space', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Category' });
    await dialog.getByLabel('Category Name', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  // An empty category name is refused with the spec's text.
  await page.getByRole('button', { name: 'Space', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Add New Category' })
    .getByRole('button', { name: 'Add Category' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid data provided' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Add two tools manually.
  const tools = [
    {
      name: 'Figma',
      url: 'https://www.figma.com/',
      category: 'Design',
      description: 'Collaborative interface design.',
      keywords: 'ui, design',
    },
    {
      name: 'Hacker News',
      url: 'https://news.ycombinator.com/',
      category: 'Reading',
      description: 'Links for the curious.',
      keywords: 'news',
    },
  ];
  for (const tool of tools) {
    await page.getByRole('button', { name: 'Manual Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Item' });
    await dialog.getByLabel('Name', { exact: true }).fill(tool.name);
    await dialog.getByLabel('Category', { exact: true }).selectOption(tool.category);
    await dialog.getByLabel('URL', { exact: true }).fill(tool.url);
    await dialog.getByLabel('Description', { exact: true }).fill(tool.description);
    await dialog.getByLabel('Keywords', { exact: true }).fill(tool.keywords);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('link', { name: tool.name, exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tools') ?? '[]').length)).toBe(2);

  // Search: debounced, server-side, '{n} results found', Reset clears it.
  await page.getByPlaceholder('Search bookmarks...').fill('fig');
  await expect(page.getByText('1 results found')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Hacker News', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(/results found/)).toBeHidden();
  await expect(main.getByRole('link', { name: 'Hacker News', exact: true })).toBeVisible();

  // Filter by a category chip; the heading names it.
  await page.getByRole('button', { name: /^Reading/ }).click();
  await expect(page.getByRole('heading', { name: 'Reading Space' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Figma', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'all', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Space' })).toBeVisible();

  // Detail page, then edit it there.
  await main.getByRole('link', { name: 'Figma', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Figma', level: 1 })).toBeVisible();
  await expect(main.getByText('Collaborative interface design.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'figma.com' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('target', '_blank');
  await main.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Item' });
  await edit.getByLabel('Name', { exact: true }).fill('Figma Design');
  await edit.getByLabel('Keywords', { exact: true }).fill('ui, prototyping');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Figma Design', level: 1 })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'prototyping' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Figma Design', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Delete a tool: cancelling keeps it, confirming removes it.
  await main.getByRole('button', { name: 'Delete Figma Design' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete "Figma Design"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('link', { name: 'Figma Design', exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Delete Figma Design' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('link', { name: 'Figma Design', exact: true })).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tools') ?? '[]').length)).toBe(1);

  // Delete the selected category: its tools go, the view returns to 'all'.
  await page.getByRole('button', { name: /^Reading/ }).click();
  await expect(page.getByRole('heading', { name: 'Reading Space' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete category Reading' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete "Reading" category?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'All Space' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Hacker News', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Reading/ })).toBeHidden();
  await expect(main.getByText('No Resources Found!')).toBeVisible();

  // The 404 page and its Home link.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Oops! Looks like you're lost." })).toBeVisible();
  await main.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'All Space' })).toBeVisible();

  // Profile, then log out with 'Switch Account?': the token is revoked on the server too.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(main).toContainText('Ada Lovelace');
  await expect(main).toContainText(`${username}@example.com`);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await main.getByRole('button', { name: 'Switch Account?' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Logged Out!' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please Login Again!' })).toHaveCount(0);
  const stored = await page.evaluate(() =>
    ['token', 'username', 'email', 'name', 'tools', 'categories', 'dataTimestamp'].map((k) =>
      localStorage.getItem(k),
    ),
  );
  expect(stored).toEqual([null, null, null, null, null, null, null]);
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  // Sign in: missing fields, a wrong password, then the right one.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('wrong password!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Design/ })).toBeVisible();

  expect(dialogs).toEqual([]);
});

test("without a token every app page says 'Please Login Again!' and goes to /login", async ({ page }) => {
  const dialogs = forbidNativeDialogs(page);
  for (const path of ['/', '/category', '/tools/1', '/gallary']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please Login Again!' })).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});
