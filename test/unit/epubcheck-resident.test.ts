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
import { registerResidentEpubcheck, residentEpubcheck, type ResidentEpubcheck } from '../support/epubcheck-resident';
import { makeEpub } from '../support/make-epub';

/**
 * The tests' resident EPUBCheck VM (test/support/epubcheck-resident.ts) finds what a VM of its own
 * per file finds, check after check, so the tests that use it check what the cloud checks.
 */

// A VM of its own per reference check, and the resident VM's start: over 15 s each on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const globals = globalThis as Record<symbol, unknown>;
let dir: string;
let resident: ResidentEpubcheck;
let registeredBefore: unknown;
/** The resident VM's first check (the one that starts it), made before the tests, of the valid book. */
let first: Awaited<ReturnType<typeof runEpubcheck>>;
const books = {
  valid: '',
  broken: '',
};

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
  // One test per book, each with its one VM of its own (the reference), to stay within a test's minute.
  const reference: Partial<Record<keyof typeof books, Awaited<ReturnType<typeof runEpubcheck>>>> = {};
  const residentRuns = async (book: keyof typeof books) => {
    reference[book] = await runEpubcheck(books[book], spawnEpubcheck);
    // Three in a row: nothing a check leaves in the VM changes the next one's findings.
    for (let run = 0; run < 3; run++) expect(await runEpubcheck(books[book], resident.run)).toEqual(reference[book]);
    return reference[book];
  };

  it('finds in a valid book, check after check, exactly what a VM of its own finds', async () => {
    expect((await residentRuns('valid')).errors).toBe(0);
    expect(first).toEqual(reference.valid);
  });

  it('finds in a broken book, check after check, exactly what a VM of its own finds', async () => {
    const broken = await residentRuns('broken');
    expect(broken.errors).toBeGreaterThan(0);
    expect(broken.findings.some((finding) => finding.place?.startsWith('OEBPS/chapter-2.xhtml'))).toBe(true);
    // And the valid book again after the broken one, from the same VM.
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
