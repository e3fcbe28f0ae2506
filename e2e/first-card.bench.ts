// Time to first card on a 100,000-tool account (issue 3 note). A benchmark, not part of npm test:
//   npm run bench:first-card
// Rows go straight into the SQLite file the test server uses (search triggers included); the figures
// are printed, never asserted beyond a generous ceiling, as benchmarks should be.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { apiSignup, openSignedIn } from './fixtures.js';

const COUNT = 100_000;

test('a 100,000-tool account opens and searches quickly', async ({ page, request }) => {
  test.setTimeout(600_000);
  const session = await apiSignup(request, 'big');
  const created = await request.post('/api/createCategory', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { data: { name: 'Bulk' } },
  });
  const categoryId = ((await created.json()) as { data: { id: number } }).data.id;

  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'toolspace.db'));
  db.pragma('busy_timeout = 10000');
  const userId = (
    db.prepare('SELECT id FROM users WHERE username = ?').get(session.username) as { id: number }
  ).id;
  const insert = db.prepare(
    `INSERT INTO tools (user_id, category_id, name, url, url_key, title, description, image, icon, snapshot, keywords, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, ?, ?)`,
  );
  const seedStart = performance.now();
  db.transaction(() => {
    for (let i = 0; i < COUNT; i++) {
      const url = `https://site${i}.example.com/`;
      const at = new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString();
      insert.run(
        userId,
        categoryId,
        `Tool number ${i}`,
        url,
        url,
        `Tool number ${i}`,
        `Description of tool ${i}`,
        JSON.stringify(['bulk', `k${i % 100}`]),
        at,
        at,
      );
    }
  })();
  db.close();
  console.log(`seeded ${COUNT} tools in ${Math.round(performance.now() - seedStart)} ms`);

  await page.goto('/login');
  const apiTimes: string[] = [];
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/'))
      apiTimes.push(`${url.pathname}${url.search} ${Math.round(r.timing().responseEnd)} ms`);
  });
  const start = Date.now();
  await openSignedIn(page, session);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const firstCard = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.now() - nav.startTime;
  });
  console.log(
    `time to first card (cold cache, navigation start → card visible): ${Math.round(firstCard)} ms`,
  );
  console.log(`wall time including the harness: ${Date.now() - start} ms`);
  console.log(`API calls: ${apiTimes.join('; ')}`);

  const searchStart = Date.now();
  await page.getByPlaceholder('Search bookmarks...').fill('number 99999');
  await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
  console.log(`search to results (includes the 250 ms debounce): ${Date.now() - searchStart} ms`);
  console.log(`API calls: ${apiTimes.slice(-1).join('; ')}`);
  expect(firstCard).toBeLessThan(5000);
});
