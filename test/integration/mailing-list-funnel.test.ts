import { describe, expect, it } from 'vitest';
import { figures } from './analytics-calls';
import { linkIn, mailTo, postForm, signUp, uniqueEmail } from './mailing-list-helpers';

/** The author's sign-up funnel (issue 7) counts what the mailing list does: sign-ups, then confirmations. */
describe('sign-up funnel counters', () => {
  it('count a sign-up when it happens and a confirmation when the reader confirms', async () => {
    const funnel = async () => (await figures('7d')).figures.funnel;
    const before = await funnel();
    const email = uniqueEmail('funnel');
    expect((await signUp({ email, source: 'signup_page' })).status).toBe(200);
    const afterSignup = await funnel();
    expect(afterSignup.signups).toBe(before.signups + 1);
    expect(afterSignup.confirmations).toBe(before.confirmations);

    const [confirmation] = await mailTo(email);
    expect((await postForm(linkIn(confirmation!, '/api/newsletter/confirm/'))).status).toBe(200);
    expect((await funnel()).confirmations).toBe(before.confirmations + 1);
  });
});
