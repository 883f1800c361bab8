/**
 * The Chromiums the e2e tests (test/e2e/playwright.config.ts) and the benches (bench/lighthouse.ts
 * and the reader timings) launch, with the same flags: headless, and unable to reach anything but
 * this machine's loopback.
 */

/** Debian's Chromium: the benches measure the browser a reader runs. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine and version
 * without the browser's window layer, the build Playwright itself runs headless tests in. The
 * browser tests run in it: a11y and hydration's 50 tests took 76 CPU-s in it against 140 in the
 * full browser, and the whole browser layer 363 CPU-s alone (docs/local.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  // Containers lack the kernel features Chromium's sandbox needs.
  '--no-sandbox',
  '--disable-gpu',
  // The local stack speaks plain HTTP over TCP; no UDP/QUIC attempts to the outside.
  '--disable-quic',
  // No first-run dialogs or the network requests that come with them.
  '--no-first-run',
  // No background traffic (safe browsing, variations, metrics) that would try to leave the machine.
  '--disable-background-networking',
  // No component updater fetching Widevine, CRLSets and the like.
  '--disable-component-update',
  // No Chrome Sync calls to Google.
  '--disable-sync',
  // Every host name fails to resolve except the loopback ones, so nothing the page or the
  // browser requests can reach beyond 127.0.0.1/localhost.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
