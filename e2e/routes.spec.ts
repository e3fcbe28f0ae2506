// Every route at 1280×800 and 390×844: a screenshot under test-results/screenshots and an axe-core
// check with no serious or critical violation, light and dark, plus the open dialogs.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { apiCreateTool, apiSignup, openSignedIn } from './fixtures.js';

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'screenshots');
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test.use({ reducedMotion: 'reduce' });

async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

async function capture(page: Page, name: string, viewport: { width: number; height: number }) {
  await page.screenshot({
    path: path.join(shots, `${name}-${viewport.width}x${viewport.height}.png`),
    fullPage: true,
  });
}

test('signed-out routes: /login and /signup', async ({ page }) => {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const [name, route, heading] of [
      ['login', '/login', 'Sign In'],
      ['signup', '/signup', 'Sign Up'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectAccessible(page, `${route} at ${viewport.width}`);
      await capture(page, name, viewport);
    }
  }
});

test('signed-in routes, light and dark', async ({ page, request }) => {
  test.setTimeout(240_000);
  const session = await apiSignup(request, 'shots', 'Grace Hopper');
  const samples = [
    ['Figma', 'https://www.figma.com/', 'Design', 'The collaborative interface design tool.'],
    ['Linear', 'https://linear.app/', 'Productivity', 'Issue tracking built for speed.'],
    [
      'MDN Web Docs',
      'https://developer.mozilla.org/',
      'Reference',
      'Resources for developers, by developers.',
    ],
    [
      'Excalidraw',
      'https://excalidraw.com/',
      'Design',
      'Virtual whiteboard for sketching hand-drawn like diagrams.',
    ],
    ['Can I use', 'https://caniuse.com/', 'Reference', ''],
  ];
  let firstId = 0;
  for (const [name, url, category, description] of samples) {
    const tool = await apiCreateTool(request, session, {
      name: name!,
      url: url!,
      category: category!,
      description,
      keywords: 'web, tools',
    });
    firstId ||= tool.id;
  }
  const routes: Array<[string, string, RegExp | string]> = [
    ['home', '/', 'All Space'],
    ['gallary', '/gallary', 'All Space'],
    ['category', '/category', `Hello ${session.username}`],
    ['tasks', '/tasks', 'Tasks'],
    ['profile', '/profile', 'Profile'],
    ['features', '/features', /bookmark manager/],
    ['tool-detail', `/tools/${firstId}`, 'Figma'],
    ['canvas', '/canvas', 'Canvas'],
    ['not-found', '/no/such/page', "Oops! Looks like you're lost."],
  ];
  await openSignedIn(page, session);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const [name, route, heading] of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
        await expectAccessible(page, `${route} at ${viewport.width} (${scheme})`);
        await capture(page, scheme === 'light' ? name : `${name}-dark`, viewport);
      }
    }
  }

  // The dialogs are checked too, open.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewports[0]!);
  await page.goto('/');
  for (const [button, title] of [
    ['Space', 'Add New Category'],
    ['URL Automate', 'Add New Item'],
    ['Manual Data', 'Add New Item'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectAccessible(page, `${title} dialog`);
    await capture(page, `dialog-${button.toLowerCase().replace(/\s+/g, '-')}`, viewports[0]!);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByRole('button', { name: 'Delete Figma' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'confirm dialog');
  await capture(page, 'dialog-confirm', viewports[0]!);
});
