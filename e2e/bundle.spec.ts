// First-load JavaScript stays within 150 KB gzip, and pages other than home load lazily (issue 3 §10).
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist', 'client');

test('first-load JS is at most 150 KB gzip and other pages are separate chunks', async ({ page }) => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length,
    0,
  );
  console.log(`first-load JS: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} files`);
  expect(bytes).toBeLessThanOrEqual(150 * 1024);

  // Opening /login must fetch a chunk that the first load did not include.
  const loaded: string[] = [];
  page.on('response', (r) => r.url().endsWith('.js') && loaded.push(new URL(r.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(loaded.filter((f) => !files.includes(f)).some((f) => /login/.test(f))).toBe(true);
});
