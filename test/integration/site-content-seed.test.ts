import { describe, expect, it } from 'vitest';
import { seedContent, seedPlaceholders } from '../../content/seed/seed';
import { readOverview } from '../../functions/core/site-content/read-pieces';
import { seedSiteContent } from '../../functions/core/site-content/seed';
import { readSiteContent } from '../../functions/core/site-content/site-content';
import { deps } from '../../functions/lib/deps';
import { useScratchTable } from '../support/scratch-table';

/**
 * Seeding a new deployment's table against DynamoDB Local, on a table of this file's own (the
 * worker's stack seeded its table at start): several seeds at once write it exactly once, whole.
 */
useScratchTable('site-seed', { published: false });

describe('seeding her site', () => {
  it('writes the seed once when several seeds run at once: one writes every piece, the others nothing', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => seedSiteContent(deps(), seedContent, seedPlaceholders)));
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);

    const { content, versions } = await readSiteContent(deps());
    expect(content).toEqual(seedContent);
    // Her details, her links, her emails' words, the About page and the House Hippo videos; then each book and series.
    const pieces = 5 + seedContent.books.length + seedContent.series.length;
    expect(Object.keys(versions)).toHaveLength(pieces);
    const overview = await readOverview(deps());
    expect(overview.checklist).toHaveLength(seedPlaceholders.length);
    expect(await seedSiteContent(deps(), seedContent, seedPlaceholders)).toEqual({ seeded: false });
  });
});
