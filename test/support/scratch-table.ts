import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { publishedContent } from '../../functions/core/site-content/published-content';
import { markPublished } from '../../functions/core/site-content/site-content';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { ensureTable } from '../../infra/local/seed';
import { testSettings, testWorker } from './stack-settings';

/**
 * A table of the file's own, as the stack declares it, for a file whose handlers write thousands of
 * items (the analytics floods): its handlers, run in this process, use it (deps' `table`), and it is
 * deleted after the file. The worker's table then stays small for the files after it, whose checks
 * read it whole ("nothing holds this reader's address": a scan); a table grown by ten thousand
 * records made each such scan cost seconds. Only for files whose work all runs in this process:
 * the stack's own background work (SES's events) writes to the worker's table.
 */
export function useScratchTable(name: string, { published = true } = {}): void {
  const tableName = `${testSettings.tableName}-${name}-${testWorker}`;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    await ensureTable({ ...testSettings, tableName });
    // Her site as published, as every deployed table holds it (the functions read a book's title there);
    // `published: false`, a new deployment's, before its first publish.
    const content = published ? await publishedContent(deps()) : undefined;
    restore = overrideDeps({ table: tableName });
    if (content) await markPublished(deps(), content, {}, deps().now().toISOString());
  });
  afterAll(async () => {
    restore?.();
    await deps().db.send(new DeleteTableCommand({ TableName: tableName }));
  });
}
