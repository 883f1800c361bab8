import { defineRoute, noBody, noParams } from '../define-route';
import {
  PIECE_BODY_MAX_BYTES,
  piece,
  pieceBody,
  pieceHistory,
  pieceParams,
  pieceVersion,
  pieceVersionParams,
  previewReply,
  publishReply,
  removalBody,
  restorePieceBody,
  savedPiece,
  savePieceBody,
  siteOverview,
} from '../site-content';
import { siteEmailsPreview, siteEmailsPreviewBody } from '../site-emails';
import * as z from 'zod';

/**
 * Her site's content under /api/site: every piece (site details, books, series, pages) read,
 * saved against its version, its history read and restored; a preview rendered by the publisher;
 * and Publish, which renders the pages from the table and makes them live.
 */
export const siteContentRoutes = {
  getSiteOverview: defineRoute({
    method: 'GET',
    path: '/api/site',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: siteOverview,
    grants: ['table:read'],
    summary: 'Every piece of her site with its version and whether it is live, and the launch checklist.',
  }),
  publishSite: defineRoute({
    method: 'POST',
    path: '/api/site/publish',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: publishReply,
    grants: ['table:read', 'site:publish'],
    summary:
      'Renders every page from the table with the build’s renderer, writes the ones that changed to the site bucket and invalidates exactly those paths; a render that fails writes nothing.',
  }),
  getSitePiece: defineRoute({
    method: 'GET',
    path: '/api/site/{kind}/{id}',
    access: 'admin',
    params: pieceParams,
    body: noBody,
    reply: piece,
    grants: ['table:read'],
    summary: 'One piece with its body and version.',
  }),
  saveSitePiece: defineRoute({
    method: 'PUT',
    path: '/api/site/{kind}/{id}',
    access: 'admin',
    params: pieceParams,
    body: savePieceBody,
    reply: savedPiece,
    grants: ['table:write'],
    maxBodyBytes: PIECE_BODY_MAX_BYTES,
    summary:
      'Saves a piece (a new one with expectedVersion 0), keeping the version it replaces in its history; a body its kind refuses is 400 with each field’s message, a save from an older version is 409.',
  }),
  previewSitePiece: defineRoute({
    method: 'POST',
    path: '/api/site/{kind}/{id}/preview',
    access: 'admin',
    params: pieceParams,
    body: z.strictObject({ body: pieceBody }),
    reply: previewReply,
    grants: ['table:read', 'site:publish'],
    maxBodyBytes: PIECE_BODY_MAX_BYTES,
    summary: 'The page the unsaved piece shows on, rendered as publishing would write it.',
  }),
  previewSiteEmails: defineRoute({
    method: 'POST',
    path: '/api/site-emails/preview',
    access: 'admin',
    params: noParams,
    body: siteEmailsPreviewBody,
    reply: siteEmailsPreview,
    grants: ['table:read'],
    maxBodyBytes: PIECE_BODY_MAX_BYTES,
    summary:
      'Her welcome emails rendered from the words on her screen (site/emails, saved or not) for a reader of the name given, as that reader gets them; words the save would refuse are 400 with each field’s message. Stores nothing.',
  }),
  listSitePieceHistory: defineRoute({
    method: 'GET',
    path: '/api/site/{kind}/{id}/history',
    access: 'admin',
    params: pieceParams,
    body: noBody,
    reply: pieceHistory,
    grants: ['table:read'],
    summary: 'Every saved version of a piece, newest first.',
  }),
  getSitePieceVersion: defineRoute({
    method: 'GET',
    path: '/api/site/{kind}/{id}/history/{version}',
    access: 'admin',
    params: pieceVersionParams,
    body: noBody,
    reply: pieceVersion,
    grants: ['table:read'],
    summary: 'One saved version of a piece, to compare or restore.',
  }),
  setSitePieceRemoved: defineRoute({
    method: 'PUT',
    path: '/api/site/{kind}/{id}/removed',
    access: 'admin',
    params: pieceParams,
    body: removalBody,
    reply: savedPiece,
    grants: ['table:write'],
    summary:
      'Takes a book or a series off the site, or puts it back, as its next version (the next Publish makes it so); 409 in words while a series or book still needs it where it is, or when the piece moved on.',
  }),
  restoreSitePiece: defineRoute({
    method: 'POST',
    path: '/api/site/{kind}/{id}/restore',
    access: 'admin',
    params: pieceParams,
    body: restorePieceBody,
    reply: savedPiece,
    grants: ['table:write'],
    summary: 'Saves an earlier version again as the newest (its history keeps both); 409 when the piece moved on.',
  }),
};
