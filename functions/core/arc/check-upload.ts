import { strFromU8 } from 'fflate';
import { EBOOK_MAX_BYTES } from '../../contract/arc';
import { EPUB_MEDIA_TYPE } from '../../contract/constants';
import type { Deps } from '../../lib/deps';
import { BadRequestError, HttpError } from '../../lib/errors';
import { invokeForReply } from '../../lib/invoke-async';
import { log } from '../../lib/log';
import { describeFinding, epubcheckBytes, EpubcheckUnavailableError } from '../ebooks/epubcheck';
import { NotAZipError, readZip, whole } from '../ebooks/read-zip';
import { deleteObject, objectSize, readObject, uploadKeyOf } from './ebook-files';
import { UPLOAD_CHECK_SECONDS } from './upload-deadlines';

/**
 * Reads an upload the browser sent to the bucket and decides whether it is an EPUB the site can
 * deliver: within the size limit, a zip whose first entry says `application/epub+zip`, with a
 * package document, and with no error from epubcheck. A refused upload is deleted, so nothing of
 * it stays; the author gets the findings in words. A kept one is deleted by its caller once the
 * book records it (`discardUpload`).
 */
export interface CheckedUpload {
  bytes: Uint8Array;
  /** The package document's dc:title, when it has one. */
  title?: string;
  warnings: string[];
}

const MB = 1024 * 1024;
const refuse = (message: string, findings: string[] = []) =>
  new BadRequestError(
    message,
    findings.map((finding) => ({ path: 'file', message: finding })),
  );

/**
 * The structure every reader app needs, checked without epubcheck; the first problem, in words.
 * The whole file is read, within ZIP_BOUNDS, before EPUBCheck or a reader's copy unpacks it.
 */
async function structuralProblem(bytes: Uint8Array): Promise<{ problem?: string; title?: string }> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b)
    return { problem: 'This file is not an EPUB: an EPUB is a zip archive, and this is not one.' };
  const files: Record<string, Uint8Array> = {};
  try {
    await readZip(bytes, (name) =>
      name === 'mimetype' || name === 'META-INF/container.xml' || name.endsWith('.opf')
        ? whole((data) => (files[name] = data))
        : undefined,
    );
  } catch (error) {
    if (error instanceof NotAZipError) return { problem: 'This EPUB is damaged: its zip archive cannot be read.' };
    throw error;
  }
  if (!files.mimetype || strFromU8(files.mimetype).trim() !== EPUB_MEDIA_TYPE)
    return { problem: `This file is not an EPUB: it lacks the "mimetype" entry that says ${EPUB_MEDIA_TYPE}.` };
  const container = files['META-INF/container.xml'];
  if (!container)
    return {
      problem:
        'This EPUB is damaged: it has no META-INF/container.xml, which tells reading apps where the book starts.',
    };
  const opfPath = /full-path="([^"]+)"/.exec(strFromU8(container))?.[1];
  const opf = opfPath ? files[opfPath] : undefined;
  if (!opf)
    return { problem: 'This EPUB is damaged: its container names no package document (.opf) that is in the file.' };
  const title = /<dc:title[^>]*>([^<]+)<\/dc:title>/.exec(strFromU8(opf))?.[1]?.trim();
  return { ...(title ? { title } : {}) };
}

/**
 * EPUBCheck's report: in this process (locally), or from the EPUB validator function in the cloud,
 * waited for `waitMs` at most (UPLOAD_CHECK_SECONDS). A validator that fails or does not answer in
 * time (a timeout, a cold start, a JVM crash, a function gone Inactive after months idle) is
 * EPUBCheck being unavailable, not the book being wrong: the upload keeps its structural checks.
 */
async function epubcheckReport(
  deps: Deps,
  key: string,
  bytes: Uint8Array,
  waitMs: number,
): Promise<Awaited<ReturnType<typeof epubcheckBytes>>> {
  if (!deps.epubValidatorFunction) return epubcheckBytes(bytes);
  try {
    return await invokeForReply<Awaited<ReturnType<typeof epubcheckBytes>>>(
      deps.epubValidatorFunction,
      deps.region,
      { key },
      { waitMs },
    );
  } catch (error) {
    throw new EpubcheckUnavailableError(
      `the EPUB validator failed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

export async function checkUpload(
  deps: Deps,
  uploadId: string,
  { validatorWaitMs = UPLOAD_CHECK_SECONDS.validatorWait * 1000 }: { validatorWaitMs?: number } = {},
): Promise<CheckedUpload> {
  const key = uploadKeyOf(uploadId);
  const size = await objectSize(deps, key);
  if (size === undefined)
    throw refuse(
      'The file is not here: it has not arrived, or it was checked and refused already. Please upload it again.',
    );
  try {
    if (size > EBOOK_MAX_BYTES)
      throw refuse(
        `The file is too large (${(size / MB).toFixed(1)} MB): an EPUB may be at most ${EBOOK_MAX_BYTES / MB} MB.`,
      );
    const bytes = await readObject(deps, key);
    const { problem, title } = await structuralProblem(bytes);
    if (problem) throw refuse(problem);
    const warnings: string[] = [];
    try {
      const report = await epubcheckReport(deps, key, bytes, validatorWaitMs);
      const errors = report.findings.filter((finding) => finding.severity === 'error' || finding.severity === 'fatal');
      if (errors.length) {
        throw refuse(
          `The EPUB checker found ${errors.length} error${errors.length === 1 ? '' : 's'} in this file, so reading apps may not open it. Fix them and upload it again.`,
          errors.map(describeFinding),
        );
      }
      warnings.push(...report.findings.filter((finding) => finding.severity === 'warning').map(describeFinding));
    } catch (error) {
      if (!(error instanceof EpubcheckUnavailableError)) throw error;
      log.warn('EPUBCheck is not available: structural checks only', { error: error.message });
      warnings.push('The full EPUB check could not run here, so only the file’s structure was checked.');
    }
    return { bytes, ...(title ? { title } : {}), warnings };
  } catch (error) {
    // Refused (a 400: not a book, a zip bomb, EPUBCheck's errors): the reply says why, and nothing of
    // the file stays. Anything else (a failed read) leaves the upload for the author's retry; the
    // bucket's lifecycle rule removes it within a day.
    if (error instanceof HttpError && error.statusCode === 400) await deleteObject(deps, key);
    throw error;
  }
}

/**
 * Removes a kept upload, once the book's item records it (by its upload id, which the author's
 * retry finds): until then a failure leaves her the upload to try again with.
 */
export const discardUpload = (deps: Deps, uploadId: string) => deleteObject(deps, uploadKeyOf(uploadId));
