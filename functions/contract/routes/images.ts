import { defineRoute, noBody, noParams } from '../define-route';
import { uploadGrant } from '../arc';
import { createImageBody, image, imageList, imageUploadBody, IMAGE_UPLOAD_RATE_LIMIT } from '../images';

/**
 * The author's pictures, under /api/images: the upload goes straight to S3 (a presigned POST: API
 * Gateway takes no body over 10 MB), then the picture is taken in and kept. Readers get its
 * variants from CloudFront under /media/ (infra/edge/declaration.ts), not from these routes.
 */
export const imageRoutes = {
  listImages: defineRoute({
    method: 'GET',
    path: '/api/images',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: imageList,
    grants: ['table:read'],
    summary: 'Her pictures, newest first, each with its alt text, size and variants, and what they take together.',
  }),
  startImageUpload: defineRoute({
    method: 'POST',
    path: '/api/images/uploads',
    access: 'admin',
    params: noParams,
    body: imageUploadBody,
    reply: uploadGrant,
    // The per-client count is kept in the table.
    grants: ['table:write', 'images:write'],
    rateLimit: IMAGE_UPLOAD_RATE_LIMIT,
    summary:
      'A presigned POST that lets the browser send one picture (at most IMAGE_MAX_BYTES) straight to the ebook bucket’s uploads/images/ prefix.',
  }),
  createImage: defineRoute({
    method: 'POST',
    path: '/api/images',
    access: 'admin',
    params: noParams,
    body: createImageBody,
    reply: image,
    grants: ['table:write', 'images:write'],
    rateLimit: IMAGE_UPLOAD_RATE_LIMIT,
    summary:
      'Takes an uploaded picture in (JPEG, PNG, WebP or AVIF by its bytes; at most IMAGE_MAX_PIXELS, read from its header before decoding), writes its variants without metadata to the media bucket and keeps it with its alt text (201). A refused file is answered 400 in words; the upload is deleted either way.',
  }),
};
