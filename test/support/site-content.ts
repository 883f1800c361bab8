import { seedContent, seedPlaceholders } from '../../content/seed/seed';
import { batchWrite, queryPartition, type Key } from '../../functions/entities/table';
import { seedSiteContent } from '../../functions/core/site-content/seed';
import { deps } from '../../functions/lib/deps';

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
