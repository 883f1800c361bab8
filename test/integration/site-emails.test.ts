import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteEmails } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import type { SiteEmailsPreview } from '../../functions/contract/site-emails';
import { useClockAhead } from '../support/clock-ahead';
import { ADMIN_CLAIMS, invoke } from '../support/invoke';
import { publishHerSite, resetSiteContent, siteContentSnapshot } from '../support/site-content';
import { mailTo, uniqueDomain } from './downloads-calls';
import { randomClient } from './mailing-list-helpers';

/**
 * Her welcome emails' words (site/emails) through the real handlers against the emulators: words
 * with a field the emails cannot fill are refused in words naming those she can use, writing
 * nothing; the editor's preview renders each welcome from unsaved words for the reader named; and
 * once saved and published, the next reader who confirms is welcomed in them (the functions keep
 * her published site a minute: the handlers' clock is moved past it, not waited for).
 */

const MINUTE = 60_000;
const clockAhead = useClockAhead();
const asAuthor = { ...ADMIN_CLAIMS, email: 'rowan@example.com' };

const theirWords: SiteEmails = {
  ...seedContent.emails,
  listWelcome: {
    ...seedContent.emails.listWelcome,
    subject: 'A letter from {$author}, at last',
    greeting: 'Dear {$name|default("friend")},',
    afterStories: ['Write back any time: [my books](/books) are waiting.'],
  },
};

const save = (body: unknown, expectedVersion: number) =>
  invoke('saveSitePiece', {
    params: { kind: 'site', id: 'emails' },
    body: { body, expectedVersion },
    claims: asAuthor,
  });

/** A reader signs up and presses the confirmation's button: their welcome. */
async function welcomeOf(name: string) {
  const email = `reader@${uniqueDomain('site-emails')}`;
  const signup = await invoke('mailingListSignup', { body: { email, name }, sourceIp: randomClient() });
  expect(signup.status, signup.text).toBe(200);
  const [confirmation] = await mailTo(email.split('@')[1]!);
  const token = /\/api\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(confirmation!.body.text ?? '')![1]!;
  expect((await invoke('mailingListConfirm', { params: { token }, form: '' })).status).toBe(200);
  return (await mailTo(email.split('@')[1]!))[1]!;
}

describe('the words of her emails', () => {
  beforeAll(resetSiteContent);

  it('refuses a field the emails cannot fill, naming the ones she can use, and writes nothing', async () => {
    const before = await siteContentSnapshot();
    const refused = await save(
      { ...theirWords, listWelcome: { ...theirWords.listWelcome, greeting: 'Hi {$first_name},' } },
      1,
    );
    expect(refused.status, refused.text).toBe(400);
    const { message, issues } = refused.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(message).toContain('{$first_name} is not a field the email can fill');
    expect(issues[0]).toEqual({
      path: 'body.listWelcome.greeting',
      message: expect.stringContaining('{$name} (the reader’s name) and {$author} (your name') as string,
    });
    expect(await siteContentSnapshot()).toBe(before);
  });

  it('previews each welcome from unsaved words, as the reader named (or one without a name) gets it', async () => {
    const preview = async (readerName: string) => {
      const reply = await invoke('previewSiteEmails', { body: { body: theirWords, readerName } });
      expect(reply.status, reply.text).toBe(200);
      return reply.json<SiteEmailsPreview>().emails;
    };
    const [list, dreamTeam] = await preview('Grace & Co');
    expect(list!.subject).toBe(`A letter from ${seedContent.author.name}, at last`);
    expect(list!.html).toContain('<p>Dear Grace &amp; Co,</p>');
    expect(list!.html).toMatch(/<a href="http:\/\/[^"]+\/books">my books<\/a>/);
    expect(list!.text).toContain('Unsubscribe');
    expect(dreamTeam!.subject).toBe('Welcome to the Dream Team!');
    expect((await preview(''))[0]!.text).toContain('Dear friend,');

    const refused = await invoke('previewSiteEmails', {
      body: { body: { ...theirWords, listWelcome: { ...theirWords.listWelcome, subject: ' ' } }, readerName: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json().message).toMatch(/Write the words here/);
  });

  it('saved and published, her words welcome the next reader within a minute; restored, the seed’s words are back', async () => {
    const saved = await save(theirWords, 1);
    expect(saved.status, saved.text).toBe(200);
    await publishHerSite();
    clockAhead(MINUTE + 1);
    const welcome = await welcomeOf('Grace');
    expect(welcome.subject).toBe(`A letter from ${seedContent.author.name}, at last`);
    expect(welcome.body.html).toContain('<p>Dear Grace,</p>');
    expect(welcome.body.text).toContain('Write back any time: my books (');

    const restored = await invoke('restoreSitePiece', {
      params: { kind: 'site', id: 'emails' },
      body: { version: 1, expectedVersion: 2 },
      claims: asAuthor,
    });
    expect(restored.status, restored.text).toBe(200);
    await publishHerSite();
    clockAhead(3 * MINUTE);
    expect((await welcomeOf('Grace')).subject).toBe(`Welcome to ${seedContent.author.name}’s Voracious Readers!`);
  });
});
