import type { PublisherRequest } from '../core/publishing/publisher';
import { deps } from '../lib/deps';
import { renderSiteAt } from './site-renderer';

/**
 * The publisher function: the admin asks it to publish her site or to preview a piece
 * (core/publishing/publisher.ts); a deploy runs it with an empty event (CDK's Trigger, after the
 * site's files are deployed), which writes the seed into a new deployment's table and publishes,
 * so the pages a deploy wrote from the seed give way to hers. The one function that holds the
 * renderer and the seed. Its work is read on its first request, as an API area's is: a cold
 * start reads the clients alone.
 */
export async function handler(event: PublisherRequest | Record<string, never>) {
  const d = deps();
  if (!('action' in event)) {
    const [{ seedContent, seedPlaceholders }, { seedSiteContent }] = await Promise.all([
      import('@content/seed/seed'),
      import('../core/site-content/seed'),
    ]);
    await seedSiteContent(d, seedContent, seedPlaceholders);
  }
  const renderSite = renderSiteAt(d.siteUrl);
  if ('action' in event && event.action === 'preview') {
    const { previewPiece } = await import('../core/publishing/preview-piece');
    return previewPiece(d, renderSite, event);
  }
  const { publishSite } = await import('../core/publishing/publish-site');
  return publishSite(d, renderSite);
}
