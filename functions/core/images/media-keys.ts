import { ARC_PREFIXES } from '../arc/ebook-files';

/**
 * Where a picture waits between the browser's upload and its intake: under the ebook bucket's
 * uploads, whose CORS rule lets the admin post there and whose lifecycle rule empties what a closed
 * tab left within a day. The `images:write` grant names this prefix.
 */
export const IMAGE_UPLOADS_PREFIX = `${ARC_PREFIXES.uploads}images/`;
export const imageUploadKey = (uploadId: string) => `${IMAGE_UPLOADS_PREFIX}${uploadId}`;
