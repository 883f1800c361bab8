import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EPUB_MEDIA_TYPE } from '../../contract/constants';
import type { EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { NotConfiguredError } from '../../lib/errors';
import { log } from '../../lib/log';

/**
 * The file itself, in the private ebook bucket. The S3 URL a reader is sent to is presigned at
 * the moment they press Download and lives only minutes, so the role's credential lifetime
 * (observed at 1-12 h) never shortens a link.
 */
export const PRESIGNED_URL_SECONDS = 5 * 60;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** True when the ebook is in the bucket. A refusal to look (403) is a setup problem, not a missing file. */
export async function ebookInBucket(deps: Deps, filename: EbookFilename): Promise<boolean> {
  try {
    await deps.s3.send(new HeadObjectCommand({ Bucket: deps.ebookBucket, Key: filename }));
    return true;
  } catch (error) {
    if (statusOf(error) === 404) return false;
    log.error('Cannot look at the ebook bucket', {
      bucket: deps.ebookBucket,
      filename,
      error: (error as Error).name,
      status: statusOf(error),
    });
    throw new NotConfiguredError(
      'The download system cannot read the ebook bucket. Check the bucket name and the function’s permissions.',
    );
  }
}

/** A short-lived S3 URL that downloads an object of the ebook bucket as an attachment named `filename`. */
export function presignedDownload(deps: Deps, key: string, filename: string): Promise<string> {
  return getSignedUrl(
    deps.s3,
    new GetObjectCommand({
      Bucket: deps.ebookBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
      ResponseContentType: EPUB_MEDIA_TYPE,
    }),
    { expiresIn: PRESIGNED_URL_SECONDS },
  );
}
