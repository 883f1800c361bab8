import { readObject } from '../core/arc/ebook-files';
import { epubcheckBytes } from '../core/ebooks/epubcheck';
import { backgroundHandler } from '../lib/background-handler';
import { deps } from '../lib/deps';

/**
 * The EPUB validator (not an API route): EPUBCheck on one upload of the ebook bucket. EPUBCheck is
 * Java, so in the cloud this runs in a container image with a JRE (infra/epubcheck/Dockerfile),
 * invoked by the routes that keep uploads (grant `epub:check`); locally they run EPUBCheck in
 * their own process (core/arc/check-upload.ts).
 */
export const handler = backgroundHandler('epub-validator', async (event: { key: string }) => {
  if (typeof event?.key !== 'string' || !event.key.startsWith('uploads/'))
    throw new Error('The validator checks uploads/ objects only');
  return epubcheckBytes(await readObject(deps(), event.key));
});
