import type { PieceSummary, PublishReply } from '@contract/site-content';
import type { PieceRef } from './api';

/** Where each piece is edited in /admin, and its history. */
export const SITE_PATH = '/admin/site';
export const NEW_BOOK_PATH = `${SITE_PATH}/new-book`;
export const NEW_STORY_PATH = `${SITE_PATH}/new-story`;
export const piecePath = ({ kind, id }: PieceRef) => `${SITE_PATH}/${kind}/${encodeURIComponent(id)}`;
export const historyPath = (piece: PieceRef) => `${piecePath(piece)}/history`;
export const versionPath = (piece: PieceRef, version: number) => `${historyPath(piece)}/${version}`;

/** Saved since it was last published (or never published): what the next Publish makes live. */
export const changedSincePublishing = (piece: Pick<PieceSummary, 'version' | 'publishedVersion'>) =>
  piece.version !== piece.publishedVersion;

/**
 * What a publish changed, as she counts it: pages (a path readers open, `/about`) apart from the
 * files beside them (a drawn cover, the site's data for its scripts), so an edit of the About page
 * reads "1 page", not the two paths the publisher wrote.
 */
export function publishCounts(reply: PublishReply): { pages: number; files: number } {
  const files = reply.changedPaths.filter((path) => /\.\w+$/.test(path)).length;
  return { pages: reply.changedPaths.length - files, files };
}
