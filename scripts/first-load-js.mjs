#!/usr/bin/env node
/**
 * First visit, measured in a real browser: starts the built product on a fresh data folder,
 * opens each page in Chromium with an empty cache, and sums every script the page downloaded
 * (raw bytes, and each file's gzip level 6 size in bytes) against the budget of 120,000 bytes.
 * The target pages (/, /blog and the article) are held to it; the others are reported.
 *
 *   npm run build && node scripts/first-load-js.mjs [path ...]
 *
 * Needs Debian's chromium at /usr/bin/chromium (CHROME_PATH overrides).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startMeasuredProduct } from './measured-product.mjs';

/** Bytes of JavaScript, each file gzipped at level 6 (zlib's default), summed. */
const BUDGET_BYTES = 120_000;
const GZIP_LEVEL = 6;
/** The pages held to the budget; others are reported for information. */
const TARGETS = new Set(['/', '/blog', '/blog/pricing-your-recreational-classes']);
const port = Number(process.env.MEASURE_PORT ?? 3650);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push('/', '/blog', '/blog/pricing-your-recreational-classes', '/auth', '/about');

const { server, exited: serverExited, dataDir } = startMeasuredProduct({ name: 'first-load', port, root });

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the product exited (${server.signalCode ?? server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the product did not start');
}

/** 120000 → "120,000". */
function bytes(n) {
  return n.toLocaleString('en-US');
}

const rows = [];
let failed = false;
try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => null);
      if (body) scripts.set(new URL(res.url()).pathname, body);
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let raw = 0;
    let gz = 0;
    const files = [];
    for (const [name, body] of scripts) {
      const g = zlib.gzipSync(body, { level: GZIP_LEVEL }).length;
      raw += body.length;
      gz += g;
      files.push(`${path.basename(name)} ${bytes(g)}`);
    }
    const ok = gz <= BUDGET_BYTES;
    if (!ok && TARGETS.has(pagePath)) failed = true;
    rows.push({
      page: pagePath,
      files: scripts.size,
      raw,
      gz,
      ok,
      list: files,
    });
    await context.close();
  }
  await browser.close();
} finally {
  // Wait until it has stopped, so a run straight after finds the port free.
  server.kill('SIGTERM');
  await serverExited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\n| page | JS files | raw bytes | gzip -${GZIP_LEVEL} bytes | target ≤ ${bytes(BUDGET_BYTES)} bytes gzip -${GZIP_LEVEL} |`,
);
console.log('|---|---|---|---|---|');
for (const r of rows) {
  const verdict = TARGETS.has(r.page) ? (r.ok ? 'met' : '**missed**') : `${r.ok ? 'within' : 'over'} (not a target)`;
  console.log(`| ${r.page} | ${r.files} | ${bytes(r.raw)} | ${bytes(r.gz)} | ${verdict} |`);
}
if (process.env.VERBOSE) for (const r of rows) console.log(`\n${r.page}: ${r.list.join(', ')}`);
process.exitCode = failed ? 1 : 0;
