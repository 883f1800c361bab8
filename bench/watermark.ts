/**
 * Watermarking a reader's copy (issue 16 item 4) of a 5 MB EPUB, as the download function does on a
 * first download, against copying the same file unchanged: time and the process's peak memory,
 * each run in a fresh process (bench/watermark-run.ts), median of RUNS.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeEpub } from '../test/support/make-epub';
import { median, ratio, type Section } from './lib';

const RUNS = 5;
const command = 'npm run bench -- --no-test --only watermark';

interface Run {
  ms: number;
  maxRssMiB: number;
  extraRssMiB: number;
}

export async function watermark(): Promise<Section> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-watermark-'));
  try {
    const figures: Section['figures'] = [];
    // A 5 MB book as the issue asks, and one near the upload limit to show how memory grows.
    for (const imageBytes of [5_100_000, 25_000_000]) {
      const book = makeEpub({ chapters: 30, paragraphsPerChapter: 400, imageBytes });
      const file = join(dir, `book-${imageBytes}.epub`);
      writeFileSync(file, book);
      const measure = (mode: 'watermark' | 'copy') =>
        Array.from(
          { length: RUNS },
          () =>
            JSON.parse(
              execFileSync(process.execPath, ['--import', 'tsx', 'bench/watermark-run.ts', mode, file], {
                encoding: 'utf8',
              }),
            ) as Run,
        );
      const copy = measure('copy');
      const marked = measure('watermark');
      const ms = (runs: Run[]) => median(runs.map((run) => run.ms));
      const extra = (runs: Run[]) => median(runs.map((run) => run.extraRssMiB));
      const peak = (runs: Run[]) => median(runs.map((run) => run.maxRssMiB));
      const size = `${(book.byteLength / 1024 / 1024).toFixed(1)} MiB EPUB`;
      figures.push(
        {
          name: `Watermark one copy (${size})`,
          value: `${ms(marked).toFixed(0)} ms`,
          baseline: `copy unchanged: ${ms(copy).toFixed(1)} ms`,
          ratio: ratio(ms(marked), ms(copy)),
          command,
        },
        {
          name: `Peak memory of the process (${size})`,
          value: `${peak(marked).toFixed(0)} MiB`,
          baseline: `copy unchanged: ${peak(copy).toFixed(0)} MiB`,
          ratio: ratio(peak(marked), peak(copy)),
          command,
        },
        {
          name: `Memory the work added (${size})`,
          value: `${extra(marked).toFixed(0)} MiB`,
          baseline: `copy unchanged: ${extra(copy).toFixed(0)} MiB`,
          command,
        },
      );
    }
    return {
      title: 'Watermarking a 5 MB EPUB',
      figures,
      notes: [
        `Each run is a fresh Node process (bench/watermark-run.ts) fed the file in 1 MiB chunks, as S3 streams it; memory is the process's maxRSS. Median of ${RUNS}.`,
        'The rewrite is streamed (fflate Unzip in, Zip out): pictures pass through chunk by chunk, only the text entries are held, and the new file is collected for one PutObject.',
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
