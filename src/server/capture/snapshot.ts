// Visual snapshots with Chromium (playwright-core). One shared browser, at most 2 pages at once, 1280×800,
// 15 s per attempt, 3 attempts (spec) with backoff, closed after 60 s idle. Every request the page
// makes is fetched by safe-fetch and fulfilled from its answer, or aborted: the browser itself never
// reaches the network, so the SSRF policy holds for frames, scripts, images and navigations alike.
// WebSockets and service workers are blocked outright.
// playwright-core is loaded on the first snapshot, not at start-up: importing it costs ~0.9 s and ~65 MB.
import type { Browser, Route } from 'playwright-core';
import { SCREENSHOT_ATTEMPTS } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import { AppError } from '../errors.js';
import type { FetchPolicy } from './address-policy.js';
import { resizeImage } from './images.js';
import { IMAGE_MAX_BYTES, safeFetch } from './safe-fetch.js';

export interface SnapshotOptions {
  chromiumPath: string;
  policy: FetchPolicy;
  attempts?: number;
  attemptTimeoutMs?: number;
  backoffMs?: number;
  idleMs?: number;
  maxPages?: number;
  log?: (message: string) => void;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long a snapshot waits for subresources after the document is ready. */
const LOAD_GRACE_MS = 5000;
/** Subresources get a shorter deadline than pages, so one slow host cannot eat a whole attempt. */
const SUBRESOURCE_TIMEOUT_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function proxied(route: Route, policy: FetchPolicy) {
  const request = route.request();
  if (request.method() !== 'GET' && request.method() !== 'HEAD') return route.abort('blockedbyclient');
  try {
    const budget = request.isNavigationRequest() ? policy.timeoutMs : SUBRESOURCE_TIMEOUT_MS;
    const res = await safeFetch(
      request.url(),
      { ...policy, timeoutMs: Math.min(policy.timeoutMs, budget) },
      {
        maxBytes: IMAGE_MAX_BYTES,
        accept: request.headers().accept ?? '*/*',
      },
    );
    return await route.fulfill({
      status: res.status,
      contentType: res.contentType || undefined,
      body: res.body,
    });
  } catch {
    return route.abort('blockedbyclient').catch(() => undefined);
  }
}

export function createSnapshotter(options: SnapshotOptions) {
  const attempts = options.attempts ?? SCREENSHOT_ATTEMPTS;
  const timeout = options.attemptTimeoutMs ?? 15_000;
  const maxPages = options.maxPages ?? 2;
  let browser: Promise<Browser> | null = null;
  let active = 0;
  const waiting: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | null = null;

  function getBrowser(): Promise<Browser> {
    browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: options.chromiumPath,
          args: ARGS,
          headless: true,
          timeout: 30_000,
        }),
      )
      .then((b) => {
        b.on('disconnected', () => (browser = null));
        return b;
      })
      .catch((err: unknown) => {
        browser = null;
        throw err;
      });
    return browser;
  }

  async function closeBrowser() {
    const current = browser;
    browser = null;
    if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
  }

  async function slot<T>(fn: () => Promise<T>): Promise<T> {
    if (idleTimer) clearTimeout(idleTimer);
    while (active >= maxPages) await new Promise<void>((r) => waiting.push(r));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      waiting.shift()?.();
      if (active === 0) {
        idleTimer = setTimeout(() => void closeBrowser(), options.idleMs ?? 60_000);
        idleTimer.unref();
      }
    }
  }

  async function attempt(url: string): Promise<Buffer> {
    const context = await (
      await getBrowser()
    ).newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', acceptDownloads: false });
    try {
      await context.route('**/*', (route) => proxied(route, options.policy));
      await context.routeWebSocket(/.*/, (ws) => ws.close());
      const page = await context.newPage();
      const started = Date.now();
      const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
      if (!response || response.status() >= 400)
        throw new Error(`page answered ${response?.status() ?? 'nothing'}`);
      // A page whose last images or fonts never arrive is still worth a snapshot: wait for 'load' a while.
      const left = timeout - (Date.now() - started);
      await page
        .waitForLoadState('load', { timeout: Math.max(1, Math.min(LOAD_GRACE_MS, left - 2000)) })
        .catch(() => undefined);
      return await page.screenshot({ type: 'png', timeout });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    /** A 640 px WebP snapshot of the page; throws after the last failed attempt. */
    async capture(url: string): Promise<Buffer> {
      return slot(async () => {
        let lastError: unknown;
        for (let i = 1; i <= attempts; i++) {
          try {
            return await resizeImage(await attempt(url), 'snapshot');
          } catch (err) {
            lastError = err;
            options.log?.(`snapshot attempt ${i}/${attempts} of ${url} failed: ${(err as Error).message}`);
            if (i < attempts) await sleep((options.backoffMs ?? 1000) * 2 ** (i - 1));
          }
        }
        throw new AppError(
          502,
          'snapshot_failed',
          `${messages.screenshotFailed}${(lastError as Error).message}`,
        );
      });
    },
    close: closeBrowser,
    get running() {
      return browser !== null;
    },
  };
}

export type Snapshotter = ReturnType<typeof createSnapshotter>;
