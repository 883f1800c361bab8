import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { profilesNewestFirst } from '../../functions/entities/reader-desk';
import { tableSchema } from '../../functions/entities/table';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { ensureTable } from '../../infra/local/seed';
import { endpoint } from '../../infra/local/settings';
import { testSettings } from '../support/stack-settings';

/**
 * A table made before the readers index (`by-kind`) existed: starting the local stack adds the
 * index, as a deploy adds it to the cloud's table, and the readers already there are in it at
 * once (it is keyed by attributes every profile has had since its first write: no migration).
 */

const db = new DynamoDBClient({
  region: testSettings.region,
  endpoint: endpoint(testSettings.ports.dynamodb),
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
let restore = () => {};
const made: string[] = [];
afterEach(async () => {
  restore();
  for (const name of made.splice(0)) await db.send(new DeleteTableCommand({ TableName: name }));
});

describe('a table from before the readers index', () => {
  it('gets the index on start, filled with the readers it holds', async () => {
    const name = `before-desk-${randomUUID().slice(0, 8)}`;
    made.push(name);
    await db.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S' as const,
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    for (let i = 1; i <= 3; i++) {
      await deps().db.send(
        new PutCommand({
          TableName: name,
          Item: {
            pk: `SUBSCRIBER#early${i}@example.com`,
            sk: 'PROFILE',
            email: `early${i}@example.com`,
            status: 'confirmed',
            createdAt: `2025-01-0${i}T00:00:00.000Z`,
          },
        }),
      );
    }

    await ensureTable({ ...testSettings, tableName: name });

    const { Table } = await db.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.IndexStatus]).sort()).toEqual(
      tableSchema.globalIndexes.map((index) => [index.name, 'ACTIVE']).sort(),
    );
    restore = overrideDeps({ table: name });
    const readers: string[] = [];
    for await (const page of profilesNewestFirst(deps(), { pageSize: 100 }))
      readers.push(...page.map((row) => row.email));
    expect(readers).toEqual(['early3@example.com', 'early2@example.com', 'early1@example.com']);
  });
});
