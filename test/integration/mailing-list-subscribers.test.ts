import { beforeAll, describe, expect, it } from 'vitest';
import { listActiveSubscribers } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { adminToken } from '../support/tokens';
import { headerOf, postForm, send, signUp, signUpAndConfirm, uniqueEmail } from './mailing-list-helpers';
import { invoke, sesEvents } from '../support/invoke';
import { readerIdOf } from '../../functions/contract/readers';

describe('GET /api/voracious-readers-subscribers', () => {
  let token = '';
  beforeAll(async () => {
    token = await adminToken();
  });

  it('lists confirmed readers only: not pending, unsubscribed or suppressed ones', async () => {
    const confirmed = uniqueEmail('list-confirmed');
    const dreamer = uniqueEmail('list-dreamer');
    const pending = uniqueEmail('list-pending');
    const leaver = uniqueEmail('list-leaver');
    const bounced = uniqueEmail('list-bounced');
    await signUpAndConfirm(confirmed, { name: 'Listed' });
    await signUpAndConfirm(dreamer, { source: 'dream_team', newsletter: true });
    await invoke('decideApplication', { params: { id: readerIdOf(dreamer) }, body: { decision: 'approved' } });
    await signUp({ email: pending });
    const leaverWelcome = await signUpAndConfirm(leaver);
    await postForm(
      headerOf(leaverWelcome, 'List-Unsubscribe')!
        .slice(1, -1)
        .replace(/^https?:\/\/[^/]+/, ''),
      'List-Unsubscribe=One-Click',
    );
    await signUpAndConfirm(bounced);
    await sesEvents({
      detail: {
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bounced }] },
      },
    });

    const reply = await send('GET', '/api/voracious-readers-subscribers', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status, reply.text).toBe(200);
    const body = reply.json() as { subscribers: string[]; count: number };
    expect(body.count).toBe(body.subscribers.length);
    expect(body.subscribers).toEqual(expect.arrayContaining([confirmed, dreamer]));
    for (const absent of [pending, leaver, bounced]) expect(body.subscribers).not.toContain(absent);
    expect([...body.subscribers].sort()).toEqual(body.subscribers);

    const all = await listActiveSubscribers(deps());
    expect(all.find((s) => s.email === confirmed)).toEqual({
      email: confirmed,
      name: 'Listed',
      groups: ['voracious-readers'],
    });
    const dreamTeam = await listActiveSubscribers(deps(), 'dream-team');
    expect(dreamTeam.map((s) => s.email)).toContain(dreamer);
    expect(dreamTeam.map((s) => s.email)).not.toContain(confirmed);
    expect(dreamTeam.every((s) => s.groups.includes('dream-team'))).toBe(true);
  });

  it('is for the author only', async () => {
    expect((await send('GET', '/api/voracious-readers-subscribers')).status).toBe(401);
  });
});
