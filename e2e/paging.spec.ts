// Server-side paging: ten cards at first, ten more per Load More, and search sent to the server.
import { expect, test } from '@playwright/test';
import { apiCreateTool, apiSignup, openSignedIn } from './fixtures.js';

test('Load More pages through 25 tools in steps of 10 with limit and offset', async ({ page, request }) => {
  const session = await apiSignup(request, 'pager');
  for (let i = 1; i <= 25; i++) {
    await apiCreateTool(request, session, {
      name: `Tool ${String(i).padStart(2, '0')}`,
      url: `https://tool${i}.example.com/`,
      category: i % 5 === 0 ? 'Fives' : 'Others',
      keywords: 'paging',
    });
  }
  const toolRequests: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/tools') toolRequests.push(url);
  });

  await openSignedIn(page, session);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  expect(toolRequests.at(-1)?.searchParams.get('limit')).toBe('10');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(20);
  expect(toolRequests.at(-1)?.searchParams.get('offset')).toBe('10');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();

  // Choosing a category resets paging and asks the server for that category only.
  await page.getByRole('button', { name: /^Fives/ }).click();
  await expect(page.getByRole('heading', { name: 'Fives Space' })).toBeVisible();
  await expect(cards).toHaveCount(5);
  expect(toolRequests.at(-1)?.searchParams.get('category')).toBe('Fives');
  await page.getByRole('button', { name: 'all', exact: true }).click();
  await expect(cards).toHaveCount(10);

  // Typing is debounced: one request for the settled query.
  const before = toolRequests.length;
  await page.getByPlaceholder('Search bookmarks...').pressSequentially('Tool 2', { delay: 30 });
  await expect(page.getByText('6 results found')).toBeVisible();
  const searches = toolRequests.slice(before).filter((u) => u.searchParams.has('q'));
  expect(searches.map((u) => u.searchParams.get('q'))).toEqual(['Tool 2']);

  // A reload within 5 minutes opens from the cache, without asking the server for the list.
  const beforeReload = toolRequests.length;
  await page.reload();
  await expect(cards).toHaveCount(10);
  expect(toolRequests.length).toBe(beforeReload);

  // The refresh button skips the cache.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => toolRequests.length).toBeGreaterThan(beforeReload);
  await expect(cards).toHaveCount(10);
});
