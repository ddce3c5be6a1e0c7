// Debian's Chromium (`playwright install` cannot download here) and the flags of ARCHITECTURE §5.
// The benchmarks drive the browser shoppers run (`chromium`, new headless mode); the end-to-end tests drive Chromium's
// headless shell (`chromium-headless-shell`, the same Blink and V8 without the browser's UI layers), as Playwright
// itself does in headless runs: it spent a fifth less CPU on the same tests, on machines the suite keeps busy
// (docs/decisions/e2e-headless-shell.md).
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
