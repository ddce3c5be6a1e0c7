// Debian's Chromium (`playwright install` cannot download here) and the flags of ARCHITECTURE §5, for the end-to-end
// tests and the benchmarks alike.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
