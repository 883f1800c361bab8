/**
 * Issue 27, item 1: integration files run side by side, each vitest worker against a stack of its
 * own (test/support/global-setup.ts), so no file sees another worker's writes. This worker's
 * table, bucket and mail store are not the others', and the others answer on their own ports.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { deps } from '../../functions/lib/deps';
import { endpoint, localSettings } from '../../infra/local/settings';
import { testSettings } from '../support/stack-settings';

const basePort = Number(process.env.TEST_PORT ?? 3300);
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const tableAt = (port: number) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: testSettings.region,
      endpoint: endpoint(port),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

describe('one stack per vitest worker', () => {
  it('this worker’s stack is its own: its block of ports, and a table no other worker’s files write to', async () => {
    // On a run with one shared stack (the code before issue 27) nothing is provided: no stacks.
    const stacks = Object.keys(inject('cognitoByWorker') ?? {});
    expect(stacks.length, 'stacks started, one per vitest worker (2 by default)').toBeGreaterThanOrEqual(2);
    expect(stacks).toContain(String(worker));
    expect(testSettings.port).toBe(basePort + (worker - 1) * 10);
    expect(process.env.DYNAMODB_ENDPOINT).toBe(endpoint(testSettings.ports.dynamodb));

    const { db, table } = deps();
    const key = { pk: `WORKER-STACK#${randomUUID()}`, sk: 'marker' };
    await db.send(new PutCommand({ TableName: table, Item: { ...key, worker } }));
    try {
      for (const other of stacks.filter((id) => id !== String(worker))) {
        const settings = localSettings({ PORT: String(basePort + (Number(other) - 1) * 10) });
        const there = await tableAt(settings.ports.dynamodb).send(
          new GetCommand({ TableName: table, Key: key, ConsistentRead: true }),
        );
        expect(there.Item, `worker ${other}'s table`).toBeUndefined();
      }
      expect((await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item).toEqual({
        ...key,
        worker,
      });
    } finally {
      await db.send(new DeleteCommand({ TableName: table, Key: key }));
    }
  });
});
