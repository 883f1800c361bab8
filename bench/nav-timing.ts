/**
 * Which navigation between reader pages is faster for a reader (issue 28, the decision in the
 * README): from a click on the footer's Privacy Policy link to the next page's heading, in Chromium
 * with the phone profile through DevTools (150 ms RTT, 1.6 Mbps, 4x CPU), cache warm (the
 * destination visited once). A reader page's link is a plain page load; a blog post's page is the
 * app, whose link is a client-side navigation. Median of 5 each.
 *   npx tsx bench/nav-timing.ts http://127.0.0.1:<port of a running `npm start`>
 */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { median, PHONE } from './lib';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const RUNS = 5;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function navigate(from: string): Promise<number> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}/privacy-policy`, { waitUntil: 'networkidle' });
  await page.goto(origin + from, { waitUntil: 'networkidle' });
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  const started = Date.now();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await page.locator('h1', { hasText: 'Privacy' }).waitFor();
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

async function timed(from: string): Promise<string> {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await navigate(from));
  return `median ${median(runs)} ms (${runs.sort((a, b) => a - b).join(', ')})`;
}

console.log(`plain page load, /books → /privacy-policy: ${await timed('/books')}`);
console.log(`app navigation, a blog post's page → /privacy-policy: ${await timed('/blog/no-such-post')}`);
await browser.close();
