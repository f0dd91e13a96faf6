#!/usr/bin/env node
/**
 * Lighthouse (mobile), measured on the built product: starts dist/server/main.js on a fresh data
 * folder with the demo content (as scripts/first-load-js.mjs does), runs Lighthouse 12.2.3 with its
 * default mobile profile (simulated slow 4G, 4x CPU slow-down; performance only) N times per page,
 * and prints the median LCP, FCP, CLS, TBT and Speed Index with the largest-contentful-paint element.
 *
 *   npm run build && node scripts/lighthouse.mjs [--runs N] [--check] [--out DIR]
 *
 *   --runs N   Lighthouse runs per page (default 3); the table shows each figure's median.
 *   --check    exit 1 when a target page (/, /blog, the article, /events) is over a budget:
 *              LCP 1.5 s, CLS 0.05, TBT 150 ms. Without it the verdicts are printed only.
 *   --out DIR  keep every Lighthouse JSON report in DIR (default: a temporary folder, removed).
 *
 * Lighthouse is not a dependency of the project: each run is `npx --yes lighthouse@12.2.3`
 * (npm's cache under ~/.npm/_npx, run from a temporary folder). Needs Debian's chromium at
 * /usr/bin/chromium (CHROME_PATH overrides). MEASURE_PORT sets the product's port (default 3651).
 * Exit 1 also when the product does not start, the article is not in the demo content, or
 * Lighthouse fails on a page.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startMeasuredProduct } from './measured-product.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const ARTICLE = 'pricing-your-recreational-classes';
/** Budgets for the target pages (Lighthouse's numeric values: ms, ms, unitless). */
const BUDGET = { lcpMs: 1500, cls: 0.05, tbtMs: 150 };
const TARGETS = new Set(['/', '/blog', `/blog/${ARTICLE}`, '/events']);
const PAGES = ['/', '/blog', `/blog/${ARTICLE}`, '/events', '/breakfast-club'];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    check: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number ≥ 1, not ${args.runs}`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const port = Number(process.env.MEASURE_PORT ?? 3651);
const base = `http://127.0.0.1:${port}`;
const outDir = args.out ? path.resolve(args.out) : fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-out-'));
fs.mkdirSync(outDir, { recursive: true });

const { server, exited: serverExited, dataDir } = startMeasuredProduct({ name: 'lighthouse', port, root });
let stopping = false;
server.on('exit', (code, signal) => {
  if (!stopping) console.error(`The product exited during the measurement (${signal ?? code}).`);
});
const serverGone = () => server.exitCode !== null || server.signalCode !== null;

/** Stops the product (by the PID spawned here) and removes the temporary folders. */
async function cleanUp() {
  stopping = true;
  if (!serverGone()) {
    server.kill('SIGTERM');
    await serverExited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!args.out) fs.rmSync(outDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (serverGone()) throw new Error(`the product exited (${server.signalCode ?? server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the product did not start');
}

/** The article must be in the demo content, or its row would measure the not-found page. */
async function checkArticle() {
  // 50 is the most the list gives in one page (src/shared/articles.ts).
  const res = await fetch(`${base}/api/articles?pageSize=50`);
  const body = await res.json().catch(() => ({}));
  const list = Array.isArray(body) ? body : (body.items ?? []);
  if (list.some((a) => a.slug === ARTICLE)) return;
  if ((await fetch(`${base}/api/articles/${ARTICLE}`)).ok) return;
  throw new Error(`the article ${ARTICLE} is not in the demo content (GET /api/articles)`);
}

/** One Lighthouse run; resolves to the parsed report (throws with Lighthouse's output on failure). */
function lighthouse(url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance',
        '--quiet',
      ],
      // From a temporary folder, so npm never reads or writes the project's package files.
      { cwd: outDir, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}:\n${output.trim()}`));
      try {
        const report = JSON.parse(fs.readFileSync(outputPath, 'utf8'));
        if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
        resolve(report);
      } catch (err) {
        reject(new Error(`lighthouse ${url}: ${err.message}\n${output.trim()}`));
      }
    });
  });
}

/** The first `node.snippet` inside an audit's details (a list of tables in Lighthouse 12). */
function findSnippet(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node' && typeof details.snippet === 'string') return details.snippet;
  for (const value of Object.values(details)) {
    const found = findSnippet(value);
    if (found) return found;
  }
  return null;
}

/**
 * The LCP element as the browser itself reports it (the last `largest-contentful-paint` entry),
 * under Lighthouse's mobile screen: used when Lighthouse cannot name the element on this Chromium.
 */
async function browserLcpSnippet(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new globalThis.PerformanceObserver((list) => {
        const entries = list.getEntries();
        globalThis.__lcpElement = entries[entries.length - 1]?.element ?? null;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const el = globalThis.__lcpElement;
      if (!el) return null;
      const clone = el.cloneNode(false);
      const html = clone.outerHTML;
      return html.slice(0, html.indexOf('>') + 1);
    });
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A snippet fit for one markdown table cell. */
function cell(snippet) {
  if (!snippet) return '—';
  const short = snippet.length > 110 ? `${snippet.slice(0, 107)}…` : snippet;
  return `\`${short.replace(/\|/g, '\\|').replace(/`/g, "'")}\``;
}

const rows = [];
let toolFailed = false;
const loadBefore = os.loadavg()[0];
let lighthouseVersion = '';
/** The browser's own version (its user agent in headless mode says only the major one). */
let chromeVersion = '';
try {
  chromeVersion = execFileSync(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {
  chromeVersion = CHROME_PATH;
}
let lcpElementError = '';
try {
  await waitForHealth();
  await checkArticle();
  for (const pagePath of PAGES) {
    const reports = [];
    for (let i = 1; i <= runs; i++) {
      const slug = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '_');
      const outputPath = path.join(outDir, `${slug}-${i}.json`);
      if (serverGone()) throw new Error('the product is no longer running: no figures after this point');
      // Lighthouse asks to be run again when it could not record the trace (NO_NAVSTART on a busy
      // machine): one more attempt, then the page goes without that run.
      for (let attempt = 1; attempt <= 2; attempt++) {
        process.stderr.write(`lighthouse ${pagePath} run ${i}/${runs}${attempt > 1 ? ' (again)' : ''}\n`);
        try {
          reports.push(await lighthouse(base + pagePath, outputPath));
          break;
        } catch (err) {
          console.error(err.message);
          if (attempt === 2) toolFailed = true;
        }
      }
    }
    if (reports.length === 0) {
      rows.push({ page: pagePath, failed: true });
      continue;
    }
    lighthouseVersion = reports[0].lighthouseVersion;
    const figure = (id) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
    const lcpAudits = reports.map((r) => r.audits['largest-contentful-paint-element']);
    const snippet = lcpAudits.map((a) => findSnippet(a?.details)).find(Boolean) ?? null;
    if (!snippet) lcpElementError = lcpAudits.find((a) => a?.errorMessage)?.errorMessage ?? 'no element reported';
    rows.push({
      page: pagePath,
      runs: reports.length,
      lcpMs: figure('largest-contentful-paint'),
      fcpMs: figure('first-contentful-paint'),
      cls: figure('cumulative-layout-shift'),
      tbtMs: figure('total-blocking-time'),
      siMs: figure('speed-index'),
      snippet,
      fromBrowser: false,
    });
  }
  // Where Lighthouse could not name the LCP element, ask the browser once per page.
  const missing = rows.filter((r) => !r.failed && !r.snippet);
  if (missing.length > 0) {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.split(' ') });
    try {
      for (const r of missing) {
        r.snippet = await browserLcpSnippet(browser, base + r.page).catch(() => null);
        r.fromBrowser = Boolean(r.snippet);
      }
    } finally {
      await browser.close();
    }
  }
} catch (err) {
  toolFailed = true;
  console.error(err.message);
} finally {
  await cleanUp();
}

let overBudget = false;
const s = (ms) => (ms / 1000).toFixed(2);
console.log(
  `\nLighthouse ${lighthouseVersion || LIGHTHOUSE} (mobile: simulated slow 4G, 4x CPU slow-down), ${chromeVersion}, ` +
    `median of ${runs} run${runs === 1 ? '' : 's'} per page, ${os.cpus().length} cores ` +
    `(1-minute load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end), ` +
    `node ${process.version}, ${new Date().toISOString()}\n`,
);
console.log(
  `| page | LCP (s) | FCP (s) | CLS | TBT (ms) | Speed Index (s) | LCP element | target (LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms) |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  if (r.failed) {
    console.log(`| ${r.page} | — | — | — | — | — | — | **Lighthouse failed** |`);
    continue;
  }
  const over = [r.lcpMs > BUDGET.lcpMs && 'LCP', r.cls > BUDGET.cls && 'CLS', r.tbtMs > BUDGET.tbtMs && 'TBT'].filter(
    Boolean,
  );
  const target = TARGETS.has(r.page);
  if (target && over.length > 0) overBudget = true;
  const verdict = target
    ? over.length === 0
      ? 'met'
      : `**missed** (${over.join(', ')})`
    : `${over.length === 0 ? 'within' : `over (${over.join(', ')})`} (not a target)`;
  const runsNote = r.runs < runs ? ` (${r.runs} of ${runs} runs)` : '';
  console.log(
    `| ${r.page}${runsNote} | ${s(r.lcpMs)} | ${s(r.fcpMs)} | ${r.cls.toFixed(3)} | ${r.tbtMs.toFixed(0)} | ${s(r.siMs)} | ` +
      `${cell(r.snippet)}${r.fromBrowser ? ' †' : ''} | ${verdict} |`,
  );
}
if (rows.some((r) => r.fromBrowser)) {
  console.log(
    `\n† Lighthouse could not name the LCP element on this Chromium (${lcpElementError.split('\n')[0]}); ` +
      `this one is the browser's own last largest-contentful-paint entry, one load at Lighthouse's mobile screen (412×823).`,
  );
}
if (args.out) console.log(`\nReports: ${outDir}`);
if (toolFailed) {
  console.error('\nLighthouse or the product failed (above): the figures are incomplete.');
  process.exitCode = 1;
} else if (overBudget) {
  console.log(`\nA target page is over budget${args.check ? ' (--check: failing)' : ''}.`);
  if (args.check) process.exitCode = 1;
}
