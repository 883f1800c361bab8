import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Deps } from './deps';

/** Every item a query matches, following DynamoDB's pages (1 MB each) to the end. */
export async function queryAll<T = Record<string, unknown>>({ db }: Pick<Deps, 'db'>, input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: db }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}
