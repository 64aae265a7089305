import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AddressInfo, createServer } from 'node:net';
import { createTestApp, TestApp, TEST_ADMIN } from '../../api/test/harness';
import { requireBuilt } from '../../api/test/support/built';

export { TEST_ADMIN };

/** Debian's Chromium (CI installs it with apt); CHROMIUM_PATH overrides. */
/** What an ordinary desktop Chrome sends. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A phone-sized touch screen, for `newPage` (SPEC: the site works on phones first). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface Site {
  /** The origin the built site answers on, e.g. http://127.0.0.1:41234 */
  url: string;
  t: TestApp;
  browser: Browser;
  /** A fresh browser context (own localStorage) and page; closed with the site. */
  /** `javaScriptEnabled: false`: a browser without JavaScript, reading only the server's HTML. */
  newPage(options?: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; javaScriptEnabled?: boolean }): Promise<Page>;
  /** Errors the pages logged to their console or threw (a hydration error fails a journey). */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * The whole built site (API + server-rendered web app from dist/web) on its own fresh
 * database with the demo catalogue, listening on a free port, and a headless Chromium.
 * Build the web app first: `npx nx run web:build` (npm test does it before jest).
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  requireBuilt('web');
  // The port is chosen first: the site must know its own public address (payment links, canonical URLs).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ SEED_DEMO: 'true', PUBLIC_URL: url, PAYMENTS_SANDBOX: 'true', ...env });
  await t.app.listen(port, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  return {
    url,
    t,
    browser,
    pageErrors,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: options.viewport ?? { width: 1280, height: 900 },
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // A person's browser: the site does not count visits from headless or bot user agents.
        userAgent: BROWSER_USER_AGENT,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) pageErrors.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await t.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
