import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ebook } from '../../functions/contract/arc';
import { checkUpload } from '../../functions/core/arc/check-upload';
import { uploadKeyOf } from '../../functions/core/arc/ebook-files';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { makeEpub } from '../support/make-epub';

/**
 * In the cloud the upload routes invoke the EPUB validator (a container-image Lambda). When it
 * fails (a timeout, a JVM crash, a function gone Inactive after months idle), the author's upload
 * is kept with the structural checks and a warning that EPUBCheck could not run, as the README
 * promises. Lambda's Invoke API is answered here by a loopback server the SDK is pointed at
 * (AWS_ENDPOINT_URL_LAMBDA, the SDK's documented per-service endpoint), as Lambda answers it.
 */
type Answer = { status: number; headers: Record<string, string>; body: string };
/** `'never'`: the invoke is held unanswered, as a validator still starting or still checking holds it. */
let answer: Answer | 'never';
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (answer === 'never') return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_LAMBDA = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_LAMBDA;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function uploaded(): Promise<string> {
  const uploadId = randomUUID().replace(/-/g, '');
  await deps().s3.send(
    new PutObjectCommand({ Bucket: deps().ebookBucket, Key: uploadKeyOf(uploadId), Body: makeEpub() }),
  );
  return uploadId;
}

describe('an upload when the EPUB validator fails', () => {
  const failures: [string, Answer][] = [
    [
      'times out',
      {
        status: 200,
        headers: { 'x-amz-function-error': 'Unhandled' },
        body: JSON.stringify({ errorType: 'Sandbox.Timedout', errorMessage: 'Task timed out after 28.00 seconds' }),
      },
    ],
    [
      'is Inactive after months idle',
      {
        status: 409,
        headers: { 'x-amzn-errortype': 'ResourceConflictException' },
        body: JSON.stringify({
          Type: 'User',
          message:
            'The operation cannot be performed at this time. The function is currently in the following state: Inactive',
        }),
      },
    ],
  ];
  for (const [what, failure] of failures) {
    it(`keeps the book with the structural checks and a warning when the validator ${what}`, async () => {
      answer = failure;
      const checked = await checkUpload(
        { ...deps(), epubValidatorFunction: 'AuthorSite-EpubValidator' },
        await uploaded(),
      );
      expect(checked.bytes.byteLength).toBeGreaterThan(0);
      expect(checked.warnings).toEqual([
        'The full EPUB check could not run here, so only the file’s structure was checked.',
      ]);
    });
  }

  it('stops waiting for a validator that has not answered in its wait, and keeps the book with the structural checks', async () => {
    answer = 'never';
    const uploadId = await uploaded();
    const checked = await checkUpload({ ...deps(), epubValidatorFunction: 'AuthorSite-EpubValidator' }, uploadId, {
      validatorWaitMs: 200,
    });
    expect(checked.bytes.byteLength).toBeGreaterThan(0);
    expect(checked.warnings).toEqual([
      'The full EPUB check could not run here, so only the file’s structure was checked.',
    ]);
  }, 5_000);

  it('still refuses what the validator reports as errors', async () => {
    answer = {
      status: 200,
      headers: {},
      body: JSON.stringify({
        findings: [{ severity: 'error', id: 'RSC-005', message: 'Error while parsing file', place: 'OEBPS/ch1.xhtml' }],
      }),
    };
    await expect(
      checkUpload({ ...deps(), epubValidatorFunction: 'AuthorSite-EpubValidator' }, await uploaded()),
    ).rejects.toThrow(/The EPUB checker found 1 error/);
  });
});

describe('the author’s retry of an upload whose reply she did not read', () => {
  const validator = { epubValidatorFunction: 'AuthorSite-EpubValidator' };
  const passes: Answer = { status: 200, headers: {}, body: JSON.stringify({ findings: [], errors: 0, warnings: 0 }) };

  it('finds the book kept from it, not the upload gone, for a new book and for a new version', async () => {
    answer = passes;
    const restore = overrideDeps(validator);
    try {
      const uploadId = await uploaded();
      const title = `Retried ${randomUUID().slice(0, 6)}`;
      const first = await invoke('createEbook', { body: { uploadId, title } });
      expect(first.status, first.text).toBe(201);
      const retry = await invoke('createEbook', { body: { uploadId, title } });
      expect(retry.status, retry.text).toBe(201);
      expect(retry.json<Ebook>()).toEqual(first.json<Ebook>());

      const bookId = first.json<Ebook>().id;
      const versionUpload = await uploaded();
      const added = await invoke('addEbookVersion', { params: { bookId }, body: { uploadId: versionUpload } });
      expect(added.status, added.text).toBe(201);
      const again = await invoke('addEbookVersion', { params: { bookId }, body: { uploadId: versionUpload } });
      expect(again.status, again.text).toBe(201);
      expect(again.json<Ebook>().versions).toHaveLength(2);
      const { books } = (await invoke('listEbooks')).json<{ books: Ebook[] }>();
      expect(books.filter((book) => book.title === title)).toHaveLength(1);
    } finally {
      restore();
    }
  });
});
