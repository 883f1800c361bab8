/**
 * The subscriber desk (issue 15 item 7) over 10,000 readers: a page of 50, every page in turn, a
 * search that matches one reader, a tag filter, the CSV export and its import back. Runs the real
 * core functions in this process against DynamoDB Local of a stack of its own; the baselines are
 * one GetItem of a reader, and one bare Query of the whole readers index, in the same run.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS, type SubscriberGroup } from '../functions/contract/mailing-list';
import { READERS_PAGE_SIZE } from '../functions/contract/readers';
import { searchReaders } from '../functions/core/readers/desk';
import { exportReaders } from '../functions/core/readers/csv';
import { importReaders } from '../functions/core/readers/import';
import { confirmNewOrPending, getSubscriber, mergeSignup } from '../functions/entities/subscriber';
import { profilesNewestFirst } from '../functions/entities/reader-desk';
import { deps } from '../functions/lib/deps';
import { localSettings } from '../infra/local/settings';
import { startLocalStack } from '../infra/local/stack';
import { median, ratio, type Section } from './lib';

const PORT = 3760;
const READERS = 10_000;
const RUNS = 5;
const command = 'npm run bench -- --only readers';

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const medianOf = async (work: () => Promise<unknown>) => {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push((await time(work)).ms);
  return median(runs);
};

/** 10,000 readers as sign-ups write them: a tenth on the Dream Team, one in ten tagged, one in five still pending. */
async function seed(domain: string): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < READERS; i += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, j) => {
        const n = i + j;
        const email = `reader${n}@${domain}`;
        const fields = {
          email,
          name: `Reader Number ${n}`,
          groups: (n % 10 === 0
            ? [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM]
            : [GROUP_VORACIOUS_READERS]) as SubscriberGroup[],
          source: 'signup_page' as const,
          ...(n % 10 === 3 ? { tags: ['fair'] } : {}),
        };
        const at = new Date(now - (READERS - n) * 1000).toISOString();
        return n % 5 === 4 ? mergeSignup(deps(), email, fields, at) : confirmNewOrPending(deps(), email, fields, at);
      }),
    );
  }
}

/** The whole readers index, read by DynamoDB's own pages (1 MB each) with nothing done to the rows. */
async function bareIndexQuery(): Promise<number> {
  let items = 0;
  for await (const page of profilesNewestFirst(deps(), { pageSize: 100_000 })) items += page.length;
  return items;
}

export async function readers(): Promise<Section> {
  const settings = localSettings({ PORT: String(PORT), DATA_DIR: '.data/bench-readers' });
  rmSync(settings.dataDir, { recursive: true, force: true });
  process.env.LOG_LEVEL ??= 'silent';
  const stack = await startLocalStack(settings, { serve: false });
  try {
    const domain = `bench-${randomUUID().slice(0, 8)}.test`;
    await seed(domain);
    await searchReaders(deps(), {}); // warm-up: DynamoDB Local's JIT, the SDK's connections
    await bareIndexQuery();

    const getItem = await medianOf(() => getSubscriber(deps(), `reader5000@${domain}`));
    const firstPage = await medianOf(() => searchReaders(deps(), {}));
    const bare = await medianOf(bareIndexQuery);
    const everyPage = await time(async () => {
      let pages = 0;
      let cursor: string | undefined;
      do {
        const page = await searchReaders(deps(), { ...(cursor ? { cursor } : {}) });
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      return pages;
    });
    const oneMatch = await medianOf(() => searchReaders(deps(), { query: 'number 4321' }));
    const tagged = await medianOf(() => searchReaders(deps(), { tag: 'fair', state: 'confirmed' }));
    const exported = await time(() => exportReaders(deps(), {}));
    const imported = await time(() =>
      importReaders(deps(), {
        csv: exported.result.csv,
        consentBasis: 'The desk’s own export, imported back.',
        optedIn: true,
      }),
    );
    if (imported.result.added || imported.result.updated)
      throw new Error(`the import of the export changed readers: ${JSON.stringify(imported.result)}`);

    return {
      title: 'Subscriber desk over 10,000 readers (issue 15)',
      figures: [
        {
          name: `first page of ${READERS_PAGE_SIZE} readers, newest first (median of ${RUNS})`,
          value: ms(firstPage),
          baseline: `one GetItem of a reader: ${ms(getItem)}`,
          ratio: ratio(firstPage, getItem),
          command,
        },
        {
          name: `every page of ${READERS_PAGE_SIZE}, one after another (${everyPage.result} pages)`,
          value: `${ms(everyPage.ms)} (${ms(everyPage.ms / everyPage.result)} a page)`,
          baseline: `one bare Query of the whole index: ${ms(bare)}`,
          ratio: ratio(everyPage.ms, bare),
          command,
        },
        {
          name: `a search matching one reader of ${READERS.toLocaleString('en-US')} (reads them all; median of ${RUNS})`,
          value: ms(oneMatch),
          baseline: ms(bare),
          ratio: ratio(oneMatch, bare),
          command,
        },
        {
          name: `confirmed readers with a tag (1 in 10), first page (median of ${RUNS})`,
          value: ms(tagged),
          baseline: ms(getItem),
          ratio: ratio(tagged, getItem),
          command,
        },
        {
          name: `CSV export of ${exported.result.readers.toLocaleString('en-US')} readers (${(exported.result.csv.length / 1024).toFixed(0)} KiB)`,
          value: ms(exported.ms),
          baseline: ms(bare),
          ratio: ratio(exported.ms, bare),
          command,
        },
        {
          name: `import of that file back (${imported.result.unchanged.toLocaleString('en-US')} unchanged, nothing written)`,
          value: ms(imported.ms),
          baseline: ms(bare),
          ratio: ratio(imported.ms, bare),
          command,
        },
      ],
      notes: [
        'The desk reads the `by-kind` index (profiles newest first, projecting only what a row shows) and filters in the function, so a page costs the reads up to its 51st match: the first page of an unfiltered list is one Query; a search that matches little reads the whole index (about 1 MB per 4,000 readers).',
        'An import of an unchanged file reads its readers in batches of 100 (and their erasure records) and writes nothing.',
      ],
    };
  } finally {
    await stack.stop();
  }
}
