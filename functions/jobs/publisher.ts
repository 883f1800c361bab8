import { seedContent, seedPlaceholders } from '@content/seed';
import { previewPiece } from '../core/publishing/preview-piece';
import { publishSite } from '../core/publishing/publish-site';
import type { PublisherRequest } from '../core/publishing/publisher';
import { seedSiteContent } from '../core/site-content/seed';
import { deps } from '../lib/deps';
import { renderSite } from './site-renderer';

/**
 * The publisher function: the admin asks it to publish her site or to preview a piece
 * (core/publishing/publisher.ts); a deploy runs it with an empty event (CDK's Trigger, after the
 * site's files are deployed), which writes the seed into a new deployment's table and publishes,
 * so the pages a deploy wrote from the seed give way to hers. The one function that holds the
 * renderer and the seed.
 */
export async function handler(event: PublisherRequest | Record<string, never>) {
  const d = deps();
  if (!('action' in event)) {
    await seedSiteContent(d, seedContent, seedPlaceholders);
    return publishSite(d, renderSite);
  }
  if (event.action === 'preview') return previewPiece(d, renderSite, event);
  return publishSite(d, renderSite);
}
