/**
 * `npm run local:upload-epub -- path/to/book.epub [filename]`: replaces the ebook in the local
 * bucket (the seeded sample) with a real EPUB, while `npm start` runs. `filename` is the key the
 * download links deliver, one of the known ebooks (default true-veil-blues.epub). PORT as for
 * `npm start`. In the cloud the same is one `aws s3 cp` to the stack's EbookBucketName output.
 */
import { readFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { EPUB_MEDIA_TYPE } from '../../functions/contract/constants';
import { EBOOK_FILENAMES, type EbookFilename } from '../../functions/contract/downloads';
import { localS3 } from './s3-client';
import { applyLocalEnvironment, endpoint, localSettings } from './settings';

/** An EPUB is a zip whose first entry is the uncompressed `mimetype` file (EPUB OCF 3.0 §4.3). */
function looksLikeEpub(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 58)).toString('latin1');
  return (
    head.startsWith('PK\x03\x04') &&
    head.slice(30, 38) === 'mimetype' &&
    head.slice(38, 38 + EPUB_MEDIA_TYPE.length) === EPUB_MEDIA_TYPE
  );
}

async function main() {
  const [path, filename = EBOOK_FILENAMES[0]] = process.argv.slice(2);
  if (!path) throw new Error('Usage: npm run local:upload-epub -- path/to/book.epub [filename]');
  if (!(EBOOK_FILENAMES as string[]).includes(filename))
    throw new Error(`"${filename}" is not a known ebook; use one of: ${EBOOK_FILENAMES.join(', ')}.`);
  const bytes = readFileSync(path);
  if (!looksLikeEpub(bytes))
    throw new Error(`${path} is not an EPUB (a zip starting with an uncompressed "mimetype" of ${EPUB_MEDIA_TYPE}).`);

  const settings = localSettings();
  applyLocalEnvironment(settings); // the emulators' credentials and SDK settings, as `npm start` has them
  const s3 = localS3(settings);
  try {
    await s3.send(
      new PutObjectCommand({
        Bucket: settings.ebookBucket,
        Key: filename as EbookFilename,
        Body: bytes,
        ContentType: EPUB_MEDIA_TYPE,
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'ECONNREFUSED' || (error as Error).name === 'TimeoutError') {
      throw new Error(
        `Nothing answers at ${endpoint(settings.ports.s3)}: start the site first with \`npm start\` (same PORT), then run this again.`,
      );
    }
    throw error;
  }
  console.log(
    `Uploaded ${path} (${bytes.length} bytes) as ${filename} to the local bucket ${settings.ebookBucket}. Download links now deliver it.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
