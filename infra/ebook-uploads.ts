/**
 * The author's browser sends an EPUB straight to the ebook bucket with a presigned POST,
 * so the bucket answers that origin's CORS preflight for POST, and nothing else. The CDK stack
 * (a CORS rule on the bucket, with the site's address) and the local seed (PutBucketCors on the
 * emulator's bucket, with the local site's address) are both built from this. Uploads left unchecked are removed after a day.
 */
export const EBOOK_UPLOAD_CORS = { methods: ['POST'] as const, headers: ['*'], maxAgeSeconds: 3600 };
export const UPLOADS_KEPT_DAYS = 1;
