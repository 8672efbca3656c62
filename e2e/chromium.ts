/**
 * Debian's Chromium as every browser run here starts it (e2e and the benchmarks): no sandbox (root in a container),
 * and none of the background traffic that only waits on refused connections on a machine without the internet.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
