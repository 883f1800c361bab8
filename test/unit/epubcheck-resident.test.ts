import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EPUBCHECK_RUN_HOOK,
  epubcheckBytes,
  runEpubcheck,
  spawnEpubcheck,
} from '../../functions/core/ebooks/epubcheck';
import {
  registerResidentEpubcheck,
  residentEpubcheck,
  type ResidentEpubcheck,
} from '../../infra/local/epubcheck-resident';
import { makeEpub } from '../support/make-epub';

/**
 * The tests' resident EPUBCheck VM (infra/local/epubcheck-resident.ts) finds what a VM of its own
 * per file finds, check after check, so the tests that use it check what the cloud checks.
 */

// A VM of its own per reference check, and the resident VM's start: over 15 s each on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const globals = globalThis as Record<symbol, unknown>;
type Report = Awaited<ReturnType<typeof runEpubcheck>>;
let dir: string;
let resident: ResidentEpubcheck;
let registeredBefore: unknown;
/** The resident VM's first check (the one that starts it), made before the tests, of the valid book. */
let first: Report;
const books = {
  valid: '',
  broken: '',
};
/** What a VM of its own finds in each book: the findings the resident VM's must equal. */
const reference: Partial<Record<keyof typeof books, Report>> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'epubcheck-resident-'));
  books.valid = join(dir, 'valid.epub');
  books.broken = join(dir, 'broken.epub');
  await writeFile(books.valid, makeEpub({ chapters: 3 }));
  await writeFile(books.broken, makeEpub({ brokenChapter: 2 }));
  registeredBefore = globals[EPUBCHECK_RUN_HOOK];
  resident = registerResidentEpubcheck();
  first = await runEpubcheck(books.valid, resident.run);
});

afterAll(async () => {
  await resident.close();
  globals[EPUBCHECK_RUN_HOOK] = registeredBefore;
  await rm(dir, { recursive: true, force: true });
});

describe('the resident EPUBCheck VM', () => {
  // A hook of its own for each book's VM of its own, the slow part, so no test or hook runs two.
  describe.each(['valid', 'broken'] as const)('on the %s book', (book) => {
    beforeAll(async () => {
      reference[book] = await runEpubcheck(books[book], spawnEpubcheck);
    });

    it('finds, three checks in a row, exactly what a VM of its own finds', async () => {
      for (let run = 0; run < 3; run++) expect(await runEpubcheck(books[book], resident.run)).toEqual(reference[book]);
    });
  });

  it('found no error in the valid book, and errors in the broken chapter; the same after the other book', async () => {
    expect(reference.valid!.errors).toBe(0);
    expect(reference.broken!.errors).toBeGreaterThan(0);
    expect(reference.broken!.findings.some((finding) => finding.place?.startsWith('OEBPS/chapter-2.xhtml'))).toBe(true);
    // The valid book's first check started the VM; checked again after the broken one, it finds the same.
    expect(first).toEqual(reference.valid);
    expect(await runEpubcheck(books.valid, resident.run)).toEqual(reference.valid);
    expect(resident.stats).toEqual({ checks: 8, starts: 1 });
  });

  it('is what the code under test checks with, through the hook, in the same VM', async () => {
    const before = resident.stats.checks;
    const report = await epubcheckBytes(makeEpub({ brokenChapter: 1 }));
    expect(report.errors).toBeGreaterThan(0);
    expect(resident.stats).toEqual({ checks: before + 1, starts: 1 });
  });

  it('starts no VM until a check; a check past its time ends the VM without a report, and the next check starts a new one', async () => {
    const own = residentEpubcheck();
    try {
      expect(own.stats).toEqual({ checks: 0, starts: 0 });
      const check = {
        jar: process.env.EPUBCHECK_JAR ?? '/usr/share/java/epubcheck.jar',
        file: books.valid,
        timeoutMs: 60_000,
      };
      const late = join(dir, 'late.json');
      await own.run({ ...check, out: late, timeoutMs: 1 });
      expect(existsSync(late)).toBe(false);
      const onTime = join(dir, 'on-time.json');
      await own.run({ ...check, out: onTime });
      expect(existsSync(onTime)).toBe(true);
      expect(own.stats).toEqual({ checks: 2, starts: 2 });
    } finally {
      await own.close();
    }
  });
});
