/** The per-client limiter (functions/entities/rate-limit-window.ts) against DynamoDB Local. */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { deps } from '../../functions/lib/deps';
import { rateLimitKey, take } from '../../functions/entities/rate-limit-window';

const at = (ms: number) => ({ ...deps(), now: () => new Date(ms) });

describe('take(clientKey, limit)', () => {
  it('lets exactly `requests` of a burst through per window, tells the others when to retry, and keeps apart clients and windows', async () => {
    const key = `test#${randomUUID()}`;
    const limit = { requests: 10, perSeconds: 60 };
    const start = 1_800_000_000_000; // on a window edge (a multiple of 60 s)
    const burst = await Promise.all(Array.from({ length: 40 }, () => take(at(start + 15_000), key, limit)));
    expect(burst.filter((d) => d.allowed)).toHaveLength(10);
    for (const refused of burst.filter((d) => !d.allowed))
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await take(at(start + 15_000), `${key}-other`, limit)).allowed).toBe(true);
    expect((await take(at(start + 60_000), key, limit)).allowed).toBe(true);

    // The counter expires (TTL) soon after its window.
    const { Item } = await deps().db.send(
      new GetCommand({ TableName: deps().table, Key: rateLimitKey(key, 60, start / 1000), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ hits: 10 });
    expect(Item!.expiresAt).toBeGreaterThanOrEqual(start / 1000 + 60);
    expect(Item!.expiresAt).toBeLessThanOrEqual(start / 1000 + 180);
  });

  it('answers a window it has seen refused without asking the table again, until the window ends', async () => {
    const key = `test#${randomUUID()}`;
    const limit = { requests: 3, perSeconds: 60 };
    const start = 1_800_000_060_000;
    let sent = 0;
    // The real client, with its calls counted.
    const db = new Proxy(deps().db, {
      get: (client, name) =>
        name === 'send'
          ? (command: Parameters<typeof client.send>[0]) => (sent++, client.send(command))
          : Reflect.get(client, name),
    });
    const counted = (ms: number) => ({ ...at(ms), db });
    for (let i = 0; i < 4; i++) await take(counted(start + 1_000), key, limit);
    expect(sent).toBe(4);
    const later = await Promise.all(Array.from({ length: 20 }, () => take(counted(start + 30_000), key, limit)));
    expect(later).toEqual(Array.from({ length: 20 }, () => ({ allowed: false, retryAfterSeconds: 30 })));
    expect(sent).toBe(4);
    // A higher limit, the next window and another client each ask the table.
    expect((await take(counted(start + 30_000), key, { ...limit, requests: 4 })).allowed).toBe(true);
    expect((await take(counted(start + 60_000), key, limit)).allowed).toBe(true);
    expect((await take(counted(start + 30_000), `${key}-other`, limit)).allowed).toBe(true);
    expect(sent).toBe(7);
  });
});
