/**
 * The site bucket on this machine, in the S3 emulator: `npm start` and the tests deploy the build
 * into it as the stack's BucketDeployment does (infra/constructs/site.ts: hashed assets first, then
 * the files that name them and config.json, each with its kind's Cache-Control, nothing pruned),
 * and the local edge reads it as CloudFront's S3 origin does. What a function later writes there
 * (a published page) is served the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix, relative, sep } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SITE_CONFIG_PATH, type SiteConfig } from '../../functions/contract/site-config';
import { objectCacheControl, type EdgeDeclaration } from '../edge/declaration';
import type { OriginReply } from '../edge/local-edge';
import { localS3 } from './s3-client';
import type { LocalSettings } from './settings';

/** The Content-Type each file is stored with (by extension, as BucketDeployment does). */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[extname(key)] ?? 'application/octet-stream';

/** The build's files as bucket keys (posix paths below the build folder). */
function buildKeys(frontendDir: string): string[] {
  return readdirSync(frontendDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(frontendDir, join(entry.parentPath, entry.name)).split(sep).join(posix.sep));
}

/** Deploys the build and config.json into the site bucket (made if missing). No build: nothing to deploy. */
export async function deploySite(s: LocalSettings, edge: EdgeDeclaration, config: SiteConfig): Promise<void> {
  const s3 = localS3(s);
  await s3.send(new CreateBucketCommand({ Bucket: s.siteBucket })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  let keys: string[] = [];
  try {
    keys = buildKeys(s.frontendDir);
  } catch {
    // Before the first `npm run build` the site answers that it is not built (below).
  }
  const hashed = (key: string) => key.startsWith(edge.objectCacheControl.hashedPrefix);
  const put = (key: string, body: Buffer | string) =>
    s3.send(
      new PutObjectCommand({
        Bucket: s.siteBucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key),
        CacheControl: objectCacheControl(edge, key),
      }),
    );
  const upload = async (batch: string[]) => {
    for (let i = 0; i < batch.length; i += 16)
      await Promise.all(batch.slice(i, i + 16).map((key) => put(key, readFileSync(join(s.frontendDir, key)))));
  };
  await upload(keys.filter(hashed));
  await upload(keys.filter((key) => !hashed(key)));
  await put(SITE_CONFIG_PATH.slice(1), JSON.stringify(config));
  s3.destroy();
}

/** S3's answer for a key that is not there (OAC with ListBucket: 404, not 403). */
const noSuchKey = (): OriginReply => ({
  status: 404,
  headers: { 'content-type': 'application/xml' },
  body: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
  ),
});

/**
 * A bucket as CloudFront's S3 origin reads it: an object's bytes, type, Cache-Control and ETag.
 * `notFoundPage`: the site's 404 page, which says the site is not built while it is missing.
 */
export function bucketOrigin(
  s: LocalSettings,
  bucket: string,
  notFoundPage?: string,
): (key: string) => Promise<OriginReply> {
  const s3 = localS3(s);
  return async (key) => {
    // An S3 key is literal, but the emulator keeps objects as files: no segment may climb or name a folder.
    const segments = key.split('/');
    if (segments.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
      return noSuchKey();
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const headers: Record<string, string> = { 'content-type': object.ContentType ?? contentTypeOf(key) };
      if (object.CacheControl) headers['cache-control'] = object.CacheControl;
      if (object.ETag) headers.etag = object.ETag;
      return { status: 200, headers, body: Buffer.from(await object.Body!.transformToByteArray()) };
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      if (`/${key}` === notFoundPage)
        return {
          status: 404,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
          body: Buffer.from(JSON.stringify({ message: 'The frontend is not built. Run `npm run build`.' })),
        };
      return noSuchKey();
    }
  };
}
