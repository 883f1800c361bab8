import { describe, expect, it } from 'vitest';
import type { Application, ArcRound } from '../../functions/contract/arc';
import { authorDayIn } from '../../functions/contract/deadline';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { readerIdOf } from '../../functions/contract/readers';
import { invoke } from '../support/invoke';
import { storedEbook } from '../support/stored-ebook';
import { mailTo, postForm, signUpAndConfirm, subscriber, uniqueEmail } from './mailing-list-helpers';

/**
 * The Dream Team, one team everywhere: a member is a confirmed reader on its list, whether the
 * author approved their application or added or imported them herself. A newsletter to the team,
 * the reader desk's list and the ARC team count the same readers, and an ARC round's "All approved
 * members" invites every one of them. The form asks the role, so the welcome does not ask again,
 * and joining the team subscribes nobody to the newsletter who did not tick it.
 */

const audienceCount = async (audience: string) => {
  const reply = await invoke('countAudience', { params: { audience } });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<{ count: number }>().count;
};

/** The confirmed readers of a list, as the reader desk finds them (its export: every match in one reply). */
async function deskList(list: string): Promise<string[]> {
  const reply = await invoke('exportReaders', { body: { list, state: 'confirmed' } });
  expect(reply.status, reply.text).toBe(200);
  return reply
    .json<{ csv: string }>()
    .csv.split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]!);
}

async function arcTeam(): Promise<{ approved: string[]; members: number }> {
  const reply = await invoke('listApplications', {});
  expect(reply.status, reply.text).toBe(200);
  const { applications, members } = reply.json<{ applications: Application[]; members: number }>();
  const approved = applications.filter((application) => application.state === 'approved' && application.confirmed);
  return { approved: approved.map((application) => application.email), members };
}
const approvedOnArcTeam = async () => (await arcTeam()).approved;

const counts = async () => {
  const team = await arcTeam();
  return {
    newsletter: await audienceCount(GROUP_DREAM_TEAM),
    desk: (await deskList(GROUP_DREAM_TEAM)).length,
    arcTeam: team.approved.length,
    arcMembers: team.members,
  };
};

describe('one Dream Team', () => {
  it('counts imported and approved members alike in newsletters, the desk and the ARC team, and invites them all', async () => {
    const before = await counts();

    // Three members the author imports from her old list, attesting that they opted in.
    const imported = [uniqueEmail('imported-a'), uniqueEmail('imported-b'), uniqueEmail('imported-c')];
    const csv = ['email,name,lists', ...imported.map((email, i) => `${email},Member ${i},${GROUP_DREAM_TEAM}`)].join(
      '\n',
    );
    const report = await invoke('importReaders', {
      body: { csv, optedIn: true, consentBasis: 'They joined my advance team on MailerLite in 2025.' },
    });
    expect(report.status, report.text).toBe(200);
    expect(report.json()).toMatchObject({ added: 3 });

    // One reader applies through the form and is approved; another applies and waits.
    const approved = uniqueEmail('approved');
    await signUpAndConfirm(approved, { source: 'dream_team', readerMagnetId: null, role: 'beta-reader' });
    const decided = await invoke('decideApplication', {
      params: { id: readerIdOf(approved) },
      body: { decision: 'approved' },
    });
    expect(decided.status, decided.text).toBe(200);
    const waiting = uniqueEmail('waiting');
    await signUpAndConfirm(waiting, { source: 'dream_team', readerMagnetId: null });

    const members = [...imported, approved];
    const after = await counts();
    expect(after).toEqual({
      newsletter: before.newsletter + 4,
      desk: before.desk + 4,
      arcTeam: before.arcTeam + 4,
      arcMembers: before.arcMembers + 4,
    });
    expect(after.arcMembers).toBe(after.newsletter);
    expect(await approvedOnArcTeam()).toEqual(expect.arrayContaining(members));
    expect(await approvedOnArcTeam()).not.toContain(waiting);

    // "All approved members" of a round invites every member, imported or approved, and no applicant.
    const book = await storedEbook('One Team');
    const round = await invoke('createArcRound', {
      body: {
        bookId: book.id,
        seats: 100,
        deadline: authorDayIn(14),
        reminderDaysBefore: 3,
        instructions: '',
        platforms: ['goodreads'],
      },
    });
    expect(round.status, round.text).toBe(201);
    const invited = await invoke('inviteToArcRound', {
      params: { campaignId: round.json<ArcRound>().id },
      body: { to: { kind: 'all' } },
    });
    expect(invited.status, invited.text).toBe(200);
    for (const email of members)
      expect(
        (await mailTo(email)).some((mail) => mail.subject.includes('One Team')),
        email,
      ).toBe(true);
    expect((await mailTo(waiting)).some((mail) => mail.subject.includes('One Team'))).toBe(false);

    // Taking a member off the team takes them off every count at once; an imported one too.
    const removed = await invoke('decideApplication', {
      params: { id: readerIdOf(imported[0]!) },
      body: { decision: 'declined' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await counts()).toEqual({
      newsletter: before.newsletter + 3,
      desk: before.desk + 3,
      arcTeam: before.arcTeam + 3,
      arcMembers: before.arcMembers + 3,
    });
  });

  it('asks the role once, and subscribes to the newsletter only a reader who ticked it', async () => {
    const applicant = uniqueEmail('no-newsletter');
    const welcome = await signUpAndConfirm(applicant, { source: 'dream_team', readerMagnetId: null, role: 'editor' });
    expect(welcome.subject).toBe('Welcome to the Dream Team!');
    expect(welcome.body.text).not.toMatch(/which role/i);
    expect(welcome.body.text).not.toContain('Voracious Readers');
    expect((await subscriber(applicant))?.groups?.has(GROUP_VORACIOUS_READERS) ?? false).toBe(false);
    expect(await deskList(GROUP_VORACIOUS_READERS)).not.toContain(applicant);

    // The form's box, posted as a plain form, asks for the newsletter too.
    const ticked = uniqueEmail('with-newsletter');
    const posted = await postForm(
      '/api/newsletter/signup',
      `email=${encodeURIComponent(ticked)}&source=dream_team&role=reviewer&newsletter=on`,
    );
    expect(posted.status, posted.text).toBe(200);
    expect((await subscriber(ticked))?.groups).toEqual(new Set([GROUP_VORACIOUS_READERS]));
  });
});
