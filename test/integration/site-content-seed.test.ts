import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { seedContent, seedPlaceholders } from '../../content/seed/seed';
import { readOverview } from '../../functions/core/site-content/read-pieces';
import { seedSiteContent } from '../../functions/core/site-content/seed';
import { readSiteContent } from '../../functions/core/site-content/site-content';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { useClockAhead } from '../support/clock-ahead';
import { useScratchTable } from '../support/scratch-table';

/**
 * Seeding a new deployment's table against DynamoDB Local, on a table of this file's own (the
 * worker's stack seeded its table at start): several seeds at once write it exactly once, whole.
 */
useScratchTable('site-seed', { published: false });
const clockAhead = useClockAhead();

describe('seeding her site', () => {
  it('before her site is first published, a reader is asked in words to come back in a minute, not answered 500', async () => {
    // A moment no other file's functions read her site at: what they keep a minute is not this deployment's.
    clockAhead(90 * 24 * 60 * 60_000 + 7 * 60_000);
    const offers = await invoke('salesOffers');
    expect(offers.status).toBe(503);
    expect(offers.json().message).toBe(
      'The site is still being set up and opens within a few minutes. Please try again shortly.',
    );
    expect(offers.headers['retry-after']).toBe('60');
    // A form posted before the app starts, whose error is a page naming her: in words all the same.
    const signup = await invoke('mailingListSignup', { form: 'email=early%40example.com' });
    expect(signup.status).toBe(503);
    expect(signup.text).toContain('The site is still being set up');
  });

  it('writes the seed once when several seeds run at once: one writes every piece, the others nothing', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => seedSiteContent(deps(), seedContent, seedPlaceholders)));
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);

    const { content, versions } = await readSiteContent(deps());
    expect(content).toEqual(seedContent);
    // Her details, her links, her emails' words, each page's words (and the House Hippo videos); then each book, series and story.
    const pieces =
      3 +
      Object.keys(seedContent.pages).length +
      seedContent.books.length +
      seedContent.series.length +
      seedContent.stories.length;
    expect(Object.keys(versions)).toHaveLength(pieces);
    const overview = await readOverview(deps());
    expect(overview.checklist).toHaveLength(seedPlaceholders.length);
    expect(await seedSiteContent(deps(), seedContent, seedPlaceholders)).toEqual({ seeded: false });
  });

  it('gives a table seeded before a page was part of the seed that page and its placeholders, and adds no book beside hers', async () => {
    // The table as an older seed left it: no House Hippo videos piece, none of its placeholders.
    const { db, table } = deps();
    const videos = 'page/house-hippo';
    await db.send(new DeleteCommand({ TableName: table, Key: { pk: 'SITE', sk: `PIECE#${videos}` } }));
    await db.send(
      new DeleteCommand({
        TableName: table,
        Key: { pk: `SITE_HISTORY#${videos}`, sk: `VERSION#${'1'.padStart(10, '0')}` },
      }),
    );
    const placeholdersKey = { pk: 'SITE', sk: 'PLACEHOLDERS' };
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: placeholdersKey }));
    const others = (Item!.placeholders as { piece: string }[]).filter((placeholder) => placeholder.piece !== videos);
    await db.send(new PutCommand({ TableName: table, Item: { ...placeholdersKey, placeholders: others } }));
    const videoPlaceholders = seedPlaceholders.filter((placeholder) => placeholder.piece === videos).length;
    expect(videoPlaceholders).toBeGreaterThan(0);
    const before = (await readOverview(deps())).checklist.length;

    // A seed that also has a book she never had: the books are hers to add, so it stays out.
    const id = 'a-book-she-never-added';
    const extraBook = { ...seedContent.books[0]!, id, title: 'A Book She Never Added', cover: `/covers/${id}.svg` };
    const newerSeed = { ...seedContent, books: [...seedContent.books, extraBook] };

    const outcomes = await Promise.all([1, 2].map(() => seedSiteContent(deps(), newerSeed, seedPlaceholders)));
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
    const { content, versions } = await readSiteContent(deps());
    expect(content.pages['house-hippo']).toEqual(seedContent.pages['house-hippo']);
    expect(versions[videos]).toBe(1);
    expect(content.books.map((book) => book.id)).not.toContain(extraBook.id);
    const checklist = (await readOverview(deps())).checklist;
    expect(checklist).toHaveLength(before + videoPlaceholders);
  });
});
