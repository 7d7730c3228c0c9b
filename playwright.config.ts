import { defineConfig } from "@playwright/test";

// Debian's Chromium (apt-get install chromium); Playwright's own download is never used.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT || 3211);
/** The server mails through an SMTP server the specs start on this port (e2e/accounts.spec.ts). */
const smtpPort = port + 1000;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "phone", use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `npx next start -p ${port}`,
    url: `http://127.0.0.1:${port}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: { NEXT_TELEMETRY_DISABLED: "1", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Holonet e2e <noreply@e2e.holonet.local>" },
  },
});
