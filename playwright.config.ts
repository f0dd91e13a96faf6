import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './tests/e2e/support/accounts-env';

// E2E_PORT lets several checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The map tiles' server (tests/e2e/support/tile-server.mjs), started once for the whole run.
const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? PORT + 90);

// One fresh data folder per run; workers inherit it from the runner's environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));

// Debian's headless shell (the browser without its window and UI processes, what Playwright's own
// headless mode runs) takes about a third less CPU per journey than the full chromium; the full one
// serves where the shell is not installed. E2E_CHROMIUM names another.
const executablePath =
  process.env.E2E_CHROMIUM ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

const chromium = {
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI's two shared cores a journey can be starved for seconds: one retry tells a slow run
  // from a broken one (a real failure fails twice), and traces are recorded for that retry only,
  // since recording every action of every journey costs more CPU than anything else here.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'laptop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // Every journey runs on the laptop; on the phone only the journeys tagged @phone (each area's
      // main path and what differs on a small screen) and the phone sweep of every screen
      // (decision 0146).
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        // Layout is in CSS pixels; a denser screen only costs the software renderer (about 15% of the run).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/support/tile-server.mjs',
      url: `http://127.0.0.1:${TILE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { TILE_PORT: String(TILE_PORT) },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: 'true',
        // Not a production start: the demo members keep the published demo password.
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The administrator the admin journeys sign in as (tests/e2e/support/accounts-env.ts).
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_EMAIL: E2E_ADMIN.email,
        // Every journey registers its own users from one IP; the production defaults would throttle the run.
        RATE_LIMIT_REGISTER_PER_HOUR: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_FORGOT_PER_HOUR_IP: '1000',
        RATE_LIMIT_SMS_PER_HOUR_IP: '1000',
        RATE_LIMIT_GYM_SUBMISSIONS_PER_HOUR: '1000',
        RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR: '1000',
        RATE_LIMIT_JOIN_REQUESTS_PER_HOUR: '1000',
        RATE_LIMIT_DUPLICATE_CHECKS_PER_MINUTE: '1000',
        // The home journeys check the click-to-load player; YouTube itself is answered in the browser.
        INTRO_VIDEO_ID: 'e2eIntroVid',
        // The listing analyser reads recorded pages from a server of the journey, on loopback.
        LISTING_FETCH_ALLOW_PRIVATE: 'true',
        // Every map draws its tiles from the run's tile server on loopback (its origin joins the CSP).
        MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`,
      },
    },
  ],
});
