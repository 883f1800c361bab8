import { defineRoute, noBody, noParams } from '../define-route';
import {
  addReaderBody,
  addReaderReply,
  IMPORT_MAX_BODY_BYTES,
  importReadersBody,
  importReport,
  readerDetail,
  readerErased,
  readerExport,
  readerExportBody,
  readerIdParams,
  readerPage,
  readerSearchBody,
  readerTagCounts,
  readerTagsBody,
} from '../readers';

/** The subscriber desk: admin only. A reader's `{id}` is their address in base64url (readerIdOf). */
export const readerRoutes = {
  searchReaders: defineRoute({
    method: 'POST',
    path: '/api/readers/search',
    access: 'admin',
    params: noParams,
    body: readerSearchBody,
    reply: readerPage,
    grants: ['table:read'],
    summary:
      'One page of readers, newest first, matching a search (part of an address or name) and filters (state, source, list, tag, sign-up days); `nextCursor` asks for the next page.',
  }),
  listReaderTags: defineRoute({
    method: 'GET',
    path: '/api/reader-tags',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: readerTagCounts,
    grants: ['table:read'],
    summary: 'Every tag on a reader, with how many readers carry it, most used first.',
  }),
  exportReaders: defineRoute({
    method: 'POST',
    path: '/api/readers/export',
    access: 'admin',
    params: noParams,
    body: readerExportBody,
    reply: readerExport,
    grants: ['table:read'],
    summary: 'The readers matching the filters as a CSV file (READER_CSV_CELLS), newest first.',
  }),
  importReaders: defineRoute({
    method: 'POST',
    path: '/api/readers/import',
    access: 'admin',
    params: noParams,
    body: importReadersBody,
    reply: importReport,
    // Readers who did not opt in get the confirmation email.
    grants: ['table:write', 'mail:send'],
    maxBodyBytes: IMPORT_MAX_BODY_BYTES,
    summary:
      'Imports a CSV file with a consent statement: new readers are confirmed (optedIn) or sent the confirmation email; existing ones only gain tags; erased addresses are refused. Answers what happened, row by row for problems.',
  }),
  addReader: defineRoute({
    method: 'POST',
    path: '/api/readers',
    access: 'admin',
    params: noParams,
    body: addReaderBody,
    reply: addReaderReply,
    grants: ['table:write', 'mail:send'],
    summary:
      'Adds one reader by hand with a consent statement (201): confirmed when the author attests they opted in, otherwise sent the confirmation email; 409 for an address on the list, suppressed or erased.',
  }),
  getReader: defineRoute({
    method: 'GET',
    path: '/api/readers/{id}',
    access: 'admin',
    params: readerIdParams,
    body: noBody,
    reply: readerDetail,
    grants: ['table:read'],
    summary:
      'A reader’s whole record: state, lists, tags, sources, consent records, the newsletters sent to them and their downloads.',
  }),
  setReaderTags: defineRoute({
    method: 'PUT',
    path: '/api/readers/{id}/tags',
    access: 'admin',
    params: readerIdParams,
    body: readerTagsBody,
    reply: readerDetail,
    grants: ['table:write'],
    summary: 'Replaces a reader’s tags.',
  }),
  eraseReader: defineRoute({
    method: 'DELETE',
    path: '/api/readers/{id}',
    access: 'admin',
    params: readerIdParams,
    body: noBody,
    reply: readerErased,
    grants: ['table:write', 'ebook:erase-copies'],
    summary:
      'Erases a reader (GDPR): every item naming their address is deleted or redacted, their watermarked copies deleted in every version (each copy’s record keeps the masked address), and a hash of the address kept so no import adds them back. A buyer’s orders stay as tax records (amount, currency, date, country, book) under the masked address, their links gone.',
  }),
};
