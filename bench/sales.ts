/**
 * Buy Direct's fulfilment (issue 29): from a buyer's payment on the Stripe stand-in's hosted page
 * (which posts the signed `checkout.session.completed` to the site's real webhook route as it
 * answers) to the thank-you page offering the download, i.e. the order stored and the buyer's
 * watermarked copy of a 5 MB EPUB written; against copying the same file unchanged through the same
 * local S3 in the same run. A stack of its own, the site served from the built function bundles.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { pathOf } from '../functions/contract/define-route';
import { routes } from '../functions/contract/routes';
import { books } from '../content/seed/books';
import { bookFileKey, writeObject } from '../functions/core/arc/ebook-files';
import { startCheckout } from '../functions/core/sales/checkout';
import { putEbook } from '../functions/entities/arc-ebook';
import { deps } from '../functions/lib/deps';
import { endpoint, localSettings } from '../infra/local/settings';
import { startLocalStack } from '../infra/local/stack';
import { makeEpub } from '../test/support/make-epub';
import { median, ratio, sleep, type Section } from './lib';

const PORT = 3780;
/** The seed's first book sold direct: the stack's start publishes the seed, so it is on sale once linked. */
const SOLD = books.find((book) => book.directPurchaseAvailable)!.id;
const RUNS = 7;
const command = 'npm run bench -- --no-test --only sales';

/** A paid checkout through the hosted page's form, as a buyer's browser posts it. */
async function pay(url: string, n: number): Promise<void> {
  const reply = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: `bench-buyer-${n}@example.com`,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: `Bench Buyer ${n}`,
      country: 'US',
    }),
  });
  if (reply.status !== 303) throw new Error(`The stand-in refused the payment: ${reply.status} ${await reply.text()}`);
}

/** Polls the thank-you page (as its own refresh does, but every 20 ms) until it offers the download. */
async function untilReady(page: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 20) {
    const reply = await fetch(page);
    if (reply.status === 200 && (await reply.text()).includes('<form method="post"')) return;
    await sleep(20);
  }
  throw new Error(`${page} did not offer the download within 60 s`);
}

async function copyUnchanged(key: string, copyKey: string): Promise<void> {
  const d = deps();
  const object = await d.s3.send(new GetObjectCommand({ Bucket: d.ebookBucket, Key: key }));
  const body = await object.Body!.transformToByteArray();
  await d.s3.send(new PutObjectCommand({ Bucket: d.ebookBucket, Key: copyKey, Body: body }));
}

export async function sales(): Promise<Section> {
  const settings = localSettings({ PORT: String(PORT), DATA_DIR: '.data/bench-sales', TABLE_IN_MEMORY: 'true' });
  rmSync(settings.dataDir, { recursive: true, force: true });
  process.env.LOG_LEVEL ??= 'silent';
  const stack = await startLocalStack(settings);
  try {
    // The author's book in Books: a 5 MB EPUB, linked to the first direct book of the catalogue.
    const book = makeEpub({ chapters: 30, paragraphsPerChapter: 400, imageBytes: 5_100_000 });
    const id = randomBytes(6).toString('hex');
    const key = bookFileKey(id, 1);
    await writeObject(deps(), key, book);
    const at = new Date().toISOString();
    await putEbook(deps(), {
      id,
      title: 'Bench Edition',
      watermarkDownloads: false,
      sellsBookId: SOLD,
      createdAt: at,
      versions: [{ version: 1, key, uploadedAt: at, bytes: book.byteLength, warnings: [] }],
    });

    const fulfil: number[] = [];
    const copy: number[] = [];
    // One more run than counted: the first warms the functions, the SDK's connections and S3.
    for (let n = 0; n <= RUNS; n++) {
      const { url, sessionId } = await startCheckout(deps(), SOLD);
      const page = `${settings.siteUrl}${pathOf(routes.orderPage, { ref: sessionId })}`;
      let started = performance.now();
      await pay(url, n);
      await untilReady(page);
      if (n > 0) fulfil.push(performance.now() - started);
      started = performance.now();
      await copyUnchanged(key, `unchanged-copy-${n}.epub`);
      if (n > 0) copy.push(performance.now() - started);
    }
    const size = `${(book.byteLength / 1024 / 1024).toFixed(1)} MiB EPUB`;
    return {
      title: 'Buy Direct: from payment to the copy ready',
      figures: [
        {
          name: `Payment to download offered (${size})`,
          value: `${median(fulfil).toFixed(0)} ms`,
          baseline: `copy unchanged: ${median(copy).toFixed(0)} ms`,
          ratio: ratio(median(fulfil), median(copy)),
          command,
        },
      ],
      notes: [
        `Median of ${RUNS} purchases after one warm-up. Each: the stand-in's hosted page takes 4242 4242 4242 4242 and posts the signed \`checkout.session.completed\` to ${endpoint(settings.port)}${routes.stripeWebhook.path}; the reader function verifies it, stores the order, watermarks the buyer's copy and sends the receipt; the thank-you page is polled every 20 ms until it offers the download.`,
        'The baseline reads the same 5 MB EPUB from the local S3 and writes it back unchanged, in the same process and run.',
      ],
    };
  } finally {
    await stack.stop();
  }
}
