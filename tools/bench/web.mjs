#!/usr/bin/env node
// npm run bench:web — Lighthouse (mobile preset, simulated throttling) with Debian's Chromium on
// three public pages of the built site with the demo catalogue, and the gzip size of the
// JavaScript each page loads up front. Budgets (issue 4): Performance >= 95, Accessibility 100,
// Best Practices 100, SEO 100, CLS < 0.05, initial JS <= 170 KB gzip.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { graphql, startBuiltServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05, jsKb: 170 };

/** The JavaScript the HTML asks for before any interaction: entry module and its preloads. */
async function initialJs(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const urls = new Set(
    [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
  );
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(origin + url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

const { origin, stop } = await startBuiltServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] });
let failures = 0;
try {
  const data = await graphql(
    origin,
    `
      {
        categories(pageSize: 100) {
          items {
            name
            collections(pageSize: 1) {
              items {
                id
                name
              }
            }
          }
        }
        recentArtworks(limit: 1) {
          id
        }
      }
    `,
  );
  const collection = data.categories.items.flatMap((c) => c.collections.items)[0];
  const pages = [
    ['home', '/'],
    ['artworks page', `/shop/${collection.id}/artworks`],
    ['product', `/product/${data.recentArtworks[0].id}`],
  ];
  console.log('Lighthouse 12 (mobile preset, simulated throttling), Debian Chromium, built server with the demo catalogue');
  console.log('page            perf  a11y  best  seo   CLS     LCP ms  TBT ms  initial JS (gzip)');
  for (const [name, path] of pages) {
    // The first run warms the server and the image cache; the second is measured.
    await lighthouse(origin + path, { port: chrome.port, logLevel: 'error', output: 'json' });
    const { lhr } = await lighthouse(origin + path, { port: chrome.port, logLevel: 'error', output: 'json' });
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift'].numericValue;
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    // BENCH_WEB_REPORTS=<folder>: each page's whole Lighthouse report (the LCP element and its phases, the trace's tasks).
    if (process.env.BENCH_WEB_REPORTS) writeFileSync(join(process.env.BENCH_WEB_REPORTS, `${name.replace(/ /g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
    const js = await initialJs(origin, path);
    const row = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
    console.log(
      `${name.padEnd(15)} ${String(row.performance).padEnd(5)} ${String(row.accessibility).padEnd(5)} ${String(row['best-practices']).padEnd(5)} ${String(row.seo).padEnd(5)} ${cls.toFixed(3).padEnd(7)} ${lcp.toFixed(0).padEnd(7)} ${tbt.toFixed(0).padEnd(7)} ${js.gzipKb.toFixed(1)} KB in ${js.files} files (${js.rawKb.toFixed(0)} KB raw)`,
    );
    const missed = Object.entries(row)
      .filter(([k, v]) => v < BUDGET[k])
      .map(([k, v]) => `${k} ${v} < ${BUDGET[k]}`);
    if (cls >= BUDGET.cls) missed.push(`CLS ${cls.toFixed(3)} >= ${BUDGET.cls}`);
    if (js.gzipKb > BUDGET.jsKb) missed.push(`initial JS ${js.gzipKb.toFixed(1)} KB > ${BUDGET.jsKb} KB`);
    for (const m of missed) console.log(`  over budget: ${m}`);
    // Lighthouse's "CSP is effective against XSS" check (informative: it has no weight, so it is printed here).
    const csp = lhr.audits['csp-xss'];
    const findings = (csp.details?.items ?? []).map(
      (i) => `${i.severity ?? ''} ${i.directive ?? ''}: ${typeof i.description === 'string' ? i.description : JSON.stringify(i.description)}`,
    );
    console.log(`  csp-xss: ${findings.length ? findings.join(' | ') : 'no findings'}`);
    for (const [id, category] of Object.entries(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1 && id !== 'performance') console.log(`  ${id}: ${audit.id} (${audit.title})`);
      }
    }
    failures += missed.length;
  }
} finally {
  await chrome.kill();
  await stop();
}
process.exitCode = failures ? 1 : 0;
