import type { PieceSummary, PublishReply } from '@contract/site-content';
import type { PieceRef } from './api';

/** Where each piece is edited in /admin, and its history. */
export const SITE_PATH = '/admin/site';
export const NEW_BOOK_PATH = `${SITE_PATH}/new-book`;
export const piecePath = ({ kind, id }: PieceRef) => `${SITE_PATH}/${kind}/${encodeURIComponent(id)}`;
export const historyPath = (piece: PieceRef) => `${piecePath(piece)}/history`;
export const versionPath = (piece: PieceRef, version: number) => `${historyPath(piece)}/${version}`;

/** Saved since it was last published (or never published): what the next Publish makes live. */
export const changedSincePublishing = (piece: Pick<PieceSummary, 'version' | 'publishedVersion'>) =>
  piece.version !== piece.publishedVersion;

/** How many pages a publish changed: a page is a path; its feed or sitemap twin counts as a page too. */
export const pagesChanged = (reply: PublishReply) => reply.changedPaths.length;
