import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedContent, seedPlaceholders } from '../../content/seed/seed';
import type { PublishReply } from '../../functions/contract/site-content';
import { batchWrite, queryPartition, type Key } from '../../functions/entities/table';
import { seedSiteContent } from '../../functions/core/site-content/seed';
import { deps } from '../../functions/lib/deps';
import { eachAtMost } from '../../functions/lib/each-at-most';
import { invoke } from './invoke';

/**
 * Her site's content back to the seed, as a new deployment has it: every piece, its history,
 * the placeholders and the published marks removed (the content and stories last published kept), then the
 * seed written again. A test file
 * that edits her site starts with this, so no other file's edits (they share the worker's table) show.
 */
export async function resetSiteContent(): Promise<void> {
  const d = deps();
  // The content last published stays: the functions read it (a sale, a download's title, a story's text) until the next publish.
  const items = (await siteContentItems()).filter(
    (item) => item.sk !== 'PUBLISHED_CONTENT' && !item.sk.startsWith('PUBLISHED_STORY#'),
  );
  await batchWrite(
    d,
    items.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
  );
  await seedSiteContent(d, seedContent, seedPlaceholders);
}

/** Every item of her site's content: the pieces, their histories, the placeholders and the published marks. */
async function siteContentItems(): Promise<(Key & Record<string, unknown>)[]> {
  const d = deps();
  const site = await queryPartition<Key & { kind?: string; id?: string }>(d, 'SITE');
  const history = await Promise.all(
    site
      .filter((item) => item.kind && item.id)
      .map((item) => queryPartition<Key>(d, `SITE_HISTORY#${item.kind}/${item.id}`)),
  );
  return [...site, ...history.flat()];
}

/**
 * A fingerprint of her site's content in the table: what a refused save must leave as it was
 * (the whole table's fingerprint would also see other files' work still landing in this worker's table).
 */
export async function siteContentSnapshot(): Promise<string> {
  return JSON.stringify((await siteContentItems()).map((item) => JSON.stringify(item)).sort());
}

/** Publishes her site as the admin's Publish does, and answers what it changed. */
export async function publishHerSite(): Promise<PublishReply> {
  const reply = await invoke('publishSite');
  expect(reply.status, reply.text).toBe(200);
  return reply.json<PublishReply>();
}

/**
 * For a file that edits and publishes her site: it starts from the seed, and leaves the seed
 * published for the worker's other files, which read the site as the build wrote it.
 */
export function fromTheSeedAndBack(): void {
  beforeAll(resetSiteContent);
  afterAll(async () => {
    await resetSiteContent();
    await publishHerSite();
  });
}

/** The keys of every object of the site bucket. */
export async function liveKeys(): Promise<string[]> {
  const d = deps();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await d.s3.send(new ListObjectsV2Command({ Bucket: d.siteBucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Every object of the site bucket with its text: what readers can be served (its ~230 files read 16 at a time). */
export async function liveSite(): Promise<Map<string, string>> {
  const d = deps();
  const keys = await liveKeys();
  const bodies = await eachAtMost(
    keys,
    async (Key) => (await d.s3.send(new GetObjectCommand({ Bucket: d.siteBucket, Key }))).Body!.transformToString(),
    16,
  );
  return new Map(keys.map((key, i) => [key, bodies[i]!]));
}
