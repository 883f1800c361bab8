import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { books } from '../../content/seed/books';
import { EPUB_READING_HELP } from '../../content/site';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import {
  ARC_SEATS_MAX,
  type Application,
  type ArcRound,
  type ArcRoundDetail,
  type Ebook,
  type LeakReply,
} from '../../functions/contract/arc';
import { readerIdOf, type ReaderDetail } from '../../functions/contract/readers';
import { authorDayIn, formatDeadline } from '../../functions/contract/deadline';
import { sendDueReminders } from '../../functions/core/arc/rounds';
import { newLibraryLink } from '../../functions/core/sales/library-links';
import { pathOf } from '../../functions/contract/define-route';
import { routes } from '../../functions/contract/routes';
import { epubcheckBytes } from '../../functions/core/ebooks/epubcheck';
import { findInText } from '../../functions/core/ebooks/fingerprint';
import { findFingerprint } from '../../functions/core/ebooks/watermark';
import { applyEmailChange } from '../../functions/core/mailing-list/change-email';
import { clearConfirmationEmails } from '../../functions/core/mailing-list/confirmation-cap';
import { confirmSubscriber } from '../../functions/core/mailing-list/subscribers';
import { createChangeEmailToken } from '../../functions/core/mailing-list/tokens';
import { appendVersion } from '../../functions/entities/arc-ebook';
import { maskEmail } from '../../functions/lib/email-address';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { asPlainText, exLibrisText, paragraphsOf, passageOf, withoutExLibris } from '../support/leaked-copy';
import { makeEpub } from '../support/make-epub';
import { PROSE } from '../support/prose';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { postToGrant } from '../support/presigned-post';
import { itemsHolding } from '../support/writes';
import type { StoredMail } from '../support/mail-store';
import { seenPage } from '../support/reader-view';
import { mailTo, uniqueDomain } from './downloads-calls';

/**
 * The ARC team (issue 16) through its real handlers against the emulators: applications from
 * Dream Team sign-ups, EPUB uploads through a presigned POST to S3 (refused ones leave nothing),
 * a campaign with one private link per reader, the watermarked copy, reviews, reminders, the
 * campaign's table and CSV, the leak lookup, and erasure.
 */

async function apply(email: string, role: string, name?: string) {
  const reply = await invoke('mailingListSignup', {
    body: { email, ...(name ? { name } : {}), source: 'dream_team', readerMagnetId: null, role },
    sourceIp: `203.0.113.${Math.floor(Math.random() * 250)}`,
  });
  expect(reply.status, reply.text).toBe(200);
}

async function applications(): Promise<Application[]> {
  const reply = await invoke('listApplications', {});
  expect(reply.status, reply.text).toBe(200);
  return reply.json<{ applications: Application[] }>().applications;
}

const decide = (email: string, decision: string, note?: string) =>
  invoke('decideApplication', { params: { id: readerIdOf(email) }, body: { decision, ...(note ? { note } : {}) } });

/** Sends a file the way the admin's browser does: the presigned POST's fields, then the file. */
async function upload(bytes: Uint8Array, purpose: 'book' | 'leak' = 'book', filename = 'book.epub'): Promise<string> {
  const grant = await invoke('startUpload', { body: { filename, bytes: bytes.byteLength, purpose } });
  expect(grant.status, grant.text).toBe(200);
  const granted = grant.json<{ url: string; fields: Record<string, string>; uploadId: string }>();
  await postToGrant(granted, bytes, filename);
  return granted.uploadId;
}

async function bucketKeys(): Promise<string[]> {
  const { s3, ebookBucket } = deps();
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: ebookBucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function tableCount(): Promise<number> {
  const { db, table } = deps();
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, Select: 'COUNT', ConsistentRead: true }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

const linkIn = (mail: StoredMail) =>
  /https?:\/\/[^\s"<>]+\/api\/review-copy\/[A-Za-z0-9_-]{43}/.exec(mail.body.text ?? mail.body.html ?? '')?.[0];
const tokenOfLink = (link: string) => link.split('/').pop()!;

/** A reader who applied as a reviewer, confirmed their address and was approved. */
async function approvedMember(email: string, name?: string) {
  await apply(email, 'reviewer', name);
  await confirmSubscriber(deps(), email);
  expect((await decide(email, 'approved')).status).toBe(200);
}

/** Three confirmed applicants: an approved reviewer, an approved beta reader and a waitlisted reviewer. */
async function threeApplicants(domain: string, names: [string, string, string]): Promise<[string, string, string]> {
  const emails = names.map((n) => `${n.split(' ')[0]!.toLowerCase()}@${domain}`) as [string, string, string];
  const roles = ['reviewer', 'beta-reader', 'reviewer'] as const;
  for (const [i, email] of emails.entries()) {
    await apply(email, roles[i]!, names[i]);
    await confirmSubscriber(deps(), email);
  }
  expect((await decide(emails[0], 'approved')).status).toBe(200);
  expect((await decide(emails[1], 'approved')).status).toBe(200);
  expect((await decide(emails[2], 'waitlisted')).status).toBe(200);
  return emails;
}

/** A book made here and a campaign for it, due in two weeks. */
async function newCampaign(
  titleStem: string,
  campaign: { seats: number; instructions: string; platforms: string[] },
): Promise<{ title: string; book: Ebook; campaign: ArcRound }> {
  const title = `${titleStem} ${randomUUID().slice(0, 6)}`;
  const book = (
    await invoke('createEbook', { body: { uploadId: await upload(makeEpub({ title })), title } })
  ).json<Ebook>();
  const created = await invoke('createArcRound', {
    body: { bookId: book.id, deadline: authorDayIn(14), reminderDaysBefore: 3, ...campaign },
  });
  expect(created.status, created.text).toBe(201);
  return { title, book, campaign: created.json<ArcRound>() };
}

/** A book made here, and a campaign for it (due in ten days) that has invited `emails`. */
async function campaignInviting(
  titleStem: string,
  emails: string[],
  paragraphs?: readonly string[],
): Promise<{ title: string; campaign: ArcRound }> {
  const title = `${titleStem} ${randomUUID().slice(0, 6)}`;
  const book = (
    await invoke('createEbook', {
      body: { uploadId: await upload(makeEpub({ title, ...(paragraphs ? { paragraphs } : {}) })), title },
    })
  ).json<Ebook>();
  const created = await invoke('createArcRound', {
    body: {
      bookId: book.id,
      seats: emails.length,
      deadline: authorDayIn(10),
      instructions: '',
      platforms: ['goodreads'],
      reminderDaysBefore: 3,
    },
  });
  expect(created.status, created.text).toBe(201);
  const campaign = created.json<ArcRound>();
  expect(
    (
      await invoke('inviteToArcRound', {
        params: { campaignId: campaign.id },
        body: { to: { kind: 'picked', emails } },
      })
    ).json(),
  ).toMatchObject({ invited: emails.length });
  return { title, campaign };
}

async function downloadCopy(token: string): Promise<Uint8Array> {
  const pressed = await invoke('downloadReviewCopy', { params: { token }, form: '' });
  expect(pressed.status, pressed.text).toBe(303);
  const file = await fetch(pressed.headers.location!);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

describe('Dream Team applications', () => {
  it('a Dream Team sign-up is an application with its role; the author decides once the reader confirmed, and the reader gets the letter', async () => {
    const domain = uniqueDomain('apply');
    const ada = `ada@${domain}`;
    await apply(ada, 'editor', 'Ada');
    const mine = (await applications()).find((application) => application.email === ada);
    expect(mine).toMatchObject({ role: 'editor', state: 'pending', name: 'Ada', id: readerIdOf(ada) });

    if (!mine!.confirmed) {
      const early = await decide(ada, 'approved');
      expect(early.status).toBe(409);
      expect(early.json().message).toMatch(/not confirmed/);
      await confirmSubscriber(deps(), ada);
    }
    const approved = await decide(ada, 'approved', 'Loved your sample edit.');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json<{ application: Application }>().application).toMatchObject({
      state: 'approved',
      note: 'Loved your sample edit.',
    });
    const letters = (await mailTo(domain)).filter((mail) => mail.subject === 'You are on the Dream Team');
    expect(letters).toHaveLength(1);
    expect(letters[0]!.body.text).toContain('Loved your sample edit.');

    // A second sign-up keeps the application and its history.
    await apply(ada, 'reviewer');
    const again = (await applications()).find((application) => application.email === ada)!;
    expect(again.state).toBe('approved');
    expect(again.history.map((entry) => entry.state)).toEqual(['pending', 'approved']);

    // Taken off the team: the letter says so, not "thank you for applying".
    const removed = await decide(ada, 'declined', 'Please keep early copies private.');
    expect(removed.json<{ message: string }>().message).toBe(
      `${ada} is taken off the team, and the letter is on its way.`,
    );
    const removal = (await mailTo(domain)).filter((mail) => mail.subject === 'About your place on the Dream Team');
    expect(removal).toHaveLength(1);
    expect(removal[0]!.body.text).toContain('I have taken you off the team');
    expect(removal[0]!.body.text).toContain('Please keep early copies private.');
    expect(
      (await applications()).find((application) => application.email === ada)!.history.map((entry) => entry.state),
    ).toEqual(['pending', 'approved', 'declined']);
  });

  it('refuses a decision for someone who never applied, and a decision that is not one', async () => {
    expect((await decide(`nobody@${uniqueDomain('apply')}`, 'approved')).status).toBe(404);
    const wrong = await decide(`x@${uniqueDomain('apply')}`, 'maybe');
    expect(wrong.status).toBe(400);
    expect(wrong.json().message).toMatch(/approved, declined, waitlisted/);
  });
});

describe('uploading books', () => {
  it('keeps a valid EPUB as a book, and refuses a foreign, a broken or an oversized file, storing nothing of it', async () => {
    const title = `Upload ${randomUUID().slice(0, 6)}`;
    const created = await invoke('createEbook', {
      body: { uploadId: await upload(makeEpub({ title })), title, coverBookId: 'true-veil' },
    });
    expect(created.status, created.text).toBe(201);
    const book = created.json<Ebook>();
    expect(book.versions).toHaveLength(1);
    expect((await bucketKeys()).some((key) => key === `books/${book.id}/v1.epub`)).toBe(true);

    const before = { keys: await bucketKeys(), items: await tableCount() };
    const foreign = await invoke('createEbook', {
      body: { uploadId: await upload(new TextEncoder().encode('just some text, not a book')), title: 'Foreign' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json().message).toMatch(/not an EPUB/);

    const chapter = 'OEBPS/chapter-1.xhtml';
    const brokenFile = makeEpub({ title: 'Broken', brokenChapter: 1 });
    const refused = await invoke('createEbook', { body: { uploadId: await upload(brokenFile), title: 'Broken' } });
    expect(refused.status).toBe(400);
    const body = refused.json<{ message: string; issues: { message: string }[] }>();
    expect(body.message).toMatch(/The EPUB checker found \d+ error/);
    expect(body.issues.length).toBeGreaterThan(0);
    expect(body.issues[0]!.message).toContain(chapter.split('/').pop()!);

    // Past S3's own check (the presigned policy, which the local emulator does not enforce), the server's.
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const hugeId = randomUUID().replace(/-/g, '');
    await deps().s3.send(
      new PutObjectCommand({
        Bucket: deps().ebookBucket,
        Key: `uploads/${hugeId}.epub`,
        Body: new Uint8Array(31 * 1024 * 1024),
      }),
    );
    const huge = await invoke('createEbook', { body: { uploadId: hugeId, title: 'Huge' } });
    expect(huge.status).toBe(400);
    expect(huge.json().message).toMatch(/too large \(31\.0 MB\)/);

    const tooLarge = await invoke('startUpload', {
      body: { filename: 'huge.epub', bytes: 31 * 1024 * 1024, purpose: 'book' },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json().message).toMatch(/too large/);
    const notEpub = await invoke('startUpload', { body: { filename: 'book.pdf', bytes: 1000, purpose: 'book' } });
    expect(notEpub.status).toBe(400);
    expect(notEpub.json().message).toMatch(/Only EPUB files/);

    expect(await bucketKeys()).toEqual(before.keys);
    expect(await tableCount()).toBe(before.items);
  });

  it('the validator function the cloud runs EPUBCheck in reads the upload it is asked about, and only uploads', async () => {
    const { handler } = await import('../../functions/jobs/check-epub');
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const key = `uploads/${randomUUID().replace(/-/g, '')}.epub`;
    await deps().s3.send(
      new PutObjectCommand({ Bucket: deps().ebookBucket, Key: key, Body: makeEpub({ brokenChapter: 2 }) }),
    );
    try {
      const report = await handler({ key });
      expect(report.errors).toBeGreaterThan(0);
      expect(report.findings.some((finding) => finding.place?.startsWith('OEBPS/chapter-2.xhtml'))).toBe(true);
      await expect(handler({ key: 'true-veil-blues.epub' })).rejects.toThrow(/uploads/);
    } finally {
      const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
      await deps().s3.send(new DeleteObjectCommand({ Bucket: deps().ebookBucket, Key: key }));
    }
  });

  it('the free ebook is a book from the first listing on, and a new version of a book is numbered', async () => {
    const list = await invoke('listEbooks', {});
    expect(list.status).toBe(200);
    const veil = list.json<{ books: Ebook[] }>().books.find((book) => book.id === 'true-veil');
    expect(veil).toMatchObject({ filename: 'true-veil-blues.epub', watermarkDownloads: false });
    const title = `Versions ${randomUUID().slice(0, 6)}`;
    const book = (
      await invoke('createEbook', { body: { uploadId: await upload(makeEpub({ title })), title } })
    ).json<Ebook>();
    const second = await invoke('addEbookVersion', {
      params: { bookId: book.id },
      body: { uploadId: await upload(makeEpub({ title, chapters: 3 })) },
    });
    expect(second.status, second.text).toBe(201);
    expect(second.json<Ebook>().versions.map((version) => version.version)).toEqual([1, 2]);
  }, 120_000);

  it('a new version of the free ebook is what its download links deliver from then on', async () => {
    await invoke('listEbooks', {});
    const corrected = makeEpub({ title: 'True Veil, corrected' });
    const added = await invoke('addEbookVersion', {
      params: { bookId: 'true-veil' },
      body: { uploadId: await upload(corrected) },
    });
    expect(added.status, added.text).toBe(201);
    try {
      const link = (
        await invoke('generateDownloadLink', {
          body: { email: `reader@${uniqueDomain('veil')}`, filename: EBOOK_FILENAME },
        })
      ).json<{ downloadUrl: string }>();
      const pressed = await invoke('download', { params: { token: link.downloadUrl.split('/').pop()! }, form: '' });
      expect(pressed.status, pressed.text).toBe(303);
      expect(decodeURIComponent(pressed.headers.location!)).toContain(`attachment; filename="${EBOOK_FILENAME}"`);
      expect(new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer())).toEqual(corrected);
    } finally {
      // The other files' tests download the seeded file: a further version points at it again.
      const versions = added.json<Ebook>().versions;
      await appendVersion(
        deps(),
        'true-veil',
        {
          version: versions.length + 1,
          key: EBOOK_FILENAME,
          uploadedAt: new Date().toISOString(),
          bytes: versions[0]!.bytes,
          warnings: [],
        },
        versions.length,
      );
    }
  });
});

describe('the leak lookup on a passage copied as plain text (issue 29 item 9)', () => {
  it('three paragraphs of a reviewer’s copy, normalised as common tools do (NFKC, no zero-width or format characters, whitespace collapsed), name that reviewer and no one else', async () => {
    const domain = uniqueDomain('plain');
    const [eve, fin] = ['eve', 'fin'].map((n) => `${n}@${domain}`) as [string, string];
    await approvedMember(eve, 'Eve Lark');
    await approvedMember(fin, 'Fin Reed');
    const { title, campaign } = await campaignInviting('Pewter Lake', [eve, fin], PROSE);
    const invitations = (await mailTo(domain)).filter(
      (mail) => mail.subject === `Your advance review copy of ${title}`,
    );
    const copyOf = (email: string) =>
      downloadCopy(tokenOfLink(linkIn(invitations.find((mail) => mail.destination.to[0] === email)!)!));
    const copies = new Map([
      [eve, await copyOf(eve)],
      [fin, await copyOf(fin)],
    ]);
    for (const [email, copy] of copies) {
      const passage = asPlainText(paragraphsOf(copy, 0, 3));
      expect(findInText(passage)).toEqual([]);
      const reply = await invoke('lookUpLeak', { body: { passage } });
      expect(reply.status, reply.text).toBe(200);
      const leak = reply.json<LeakReply>();
      expect(leak).toMatchObject({ found: true, places: ['the pasted passage (its typographic mark)'] });
      expect(leak.copies).toMatchObject([{ email, campaignId: campaign.id, bookTitle: title }]);
      expect(leak.copies).toHaveLength(1);
    }
    // One short paragraph is too little to tell: the lookup names no one, says it cannot decide, and what to paste.
    const short = (
      await invoke('lookUpLeak', { body: { passage: asPlainText(paragraphsOf(copies.get(eve)!, 1, 1)) } })
    ).json<LeakReply>();
    expect(short).toMatchObject({ found: false, copies: [] });
    expect(short.message).toMatch(
      /^Too short to decide: .* shows \d+ of the places .* takes at least \d+ .*paste a longer passage/,
    );
    // Enough places that match no copy (the book itself) are no fingerprint, not a passage too short.
    const unmarked = (
      await invoke('lookUpLeak', { body: { passage: asPlainText(PROSE.slice(0, 5).join('\n')) } })
    ).json<LeakReply>();
    expect(unmarked).toMatchObject({ found: false, copies: [] });
    expect(unmarked.message).toMatch(/^No fingerprint found/);
  }, 180_000);
});

describe('an ARC campaign', () => {
  // On a campaign of its own: the role reaches every approved member the worker's table holds,
  // other files' included, so this test names only what its own readers must see.
  it('invites by role the approved members of that role, never a waitlisted one or another role, and each once', async () => {
    const domain = uniqueDomain('arc-role');
    const [ria, rob, rue] = await threeApplicants(domain, ['Ria Lane', 'Rob Hale', 'Rue Moss']);
    const { title, campaign } = await newCampaign('By Role', {
      seats: ARC_SEATS_MAX,
      instructions: '',
      platforms: ['goodreads'],
    });
    const byRole = () =>
      invoke('inviteToArcRound', {
        params: { campaignId: campaign.id },
        body: { to: { kind: 'role', role: 'reviewer' } },
      });
    const first = await byRole();
    expect(first.status, first.text).toBe(200);
    const invited = (await invoke('getArcRound', { params: { campaignId: campaign.id } }))
      .json<ArcRoundDetail>()
      .invites.map((invite) => invite.email);
    expect(invited).toContain(ria);
    expect(invited).not.toContain(rob);
    expect(invited).not.toContain(rue);
    expect((await byRole()).json()).toMatchObject({ invited: 0 });
    const letters = (await mailTo(domain)).filter((mail) => mail.subject === `Your advance review copy of ${title}`);
    expect(letters.map((mail) => mail.destination.to[0])).toEqual([ria]);
  }, 120_000);

  it('invites approved members with a private link each, delivers a copy watermarked for each, records reviews, reminds only those without one, and names a leaker', async () => {
    const domain = uniqueDomain('arc');
    const [bea, cal, dee] = await threeApplicants(domain, ['Bea Stone', 'Cal Moss', 'Dee Waits']);
    const { title, book, campaign } = await newCampaign('The Tide', {
      seats: 10,
      instructions: 'Please be honest.',
      platforms: ['goodreads', 'amazon'],
    });

    const picked = await invoke('inviteToArcRound', {
      params: { campaignId: campaign.id },
      body: { to: { kind: 'picked', emails: [bea, cal, dee] } },
    });
    expect(picked.status, picked.text).toBe(200);
    expect(picked.json()).toMatchObject({
      invited: 2,
      seatsLeft: 8,
      skipped: [{ email: dee, reason: 'not an approved Dream Team member' }],
    });
    // Picked again: nobody is invited twice.
    const again = await invoke('inviteToArcRound', {
      params: { campaignId: campaign.id },
      body: { to: { kind: 'picked', emails: [bea, cal] } },
    });
    expect(again.json()).toMatchObject({ invited: 0 });

    const invitations = (await mailTo(domain)).filter(
      (mail) => mail.subject === `Your advance review copy of ${title}`,
    );
    expect(invitations.map((mail) => mail.destination.to[0]).sort()).toEqual([bea, cal]);
    const links = new Map(invitations.map((mail) => [mail.destination.to[0]!, linkIn(mail)!]));
    expect(new Set(links.values()).size).toBe(2);
    // The letter and the page tell where an EPUB opens, as the free ebook's email does.
    expect(invitations[0]!.body.text).toContain(EPUB_READING_HELP);

    // Opening the page counts nothing but "opened".
    const page = await invoke('reviewCopyPage', { params: { token: tokenOfLink(links.get(bea)!) } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(title);
    expect(page.text).toContain(EPUB_READING_HELP);
    // The book's cover, once the author picks one from the catalogue.
    expect(page.text).not.toContain('class="cover"');
    expect(
      (await invoke('updateEbook', { params: { bookId: book.id }, body: { coverBookId: books[0]!.id } })).status,
    ).toBe(200);
    expect((await invoke('reviewCopyPage', { params: { token: tokenOfLink(links.get(bea)!) } })).text).toContain(
      `<img class="cover" src="${books[0]!.cover}"`,
    );

    const beaCopy = await downloadCopy(tokenOfLink(links.get(bea)!));
    const calCopy = await downloadCopy(tokenOfLink(links.get(cal)!));
    expect(exLibrisText(beaCopy)).toMatch(/This copy was prepared for Bea Stone\s+bea@/);
    expect(exLibrisText(calCopy)).toMatch(/This copy was prepared for Cal Moss\s+cal@/);
    const check = await epubcheckBytes(beaCopy);
    expect(check.findings.filter((finding) => finding.severity === 'error' || finding.severity === 'fatal')).toEqual(
      [],
    );

    // Bea reports a review; a bad address is refused on the page.
    const bad = await invoke('reportReview', {
      params: { token: tokenOfLink(links.get(bea)!) },
      form: 'platform=goodreads&url=not-a-link',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('full address of your review');
    const reviewUrl = `https://www.goodreads.com/review/show/${Date.now()}`;
    const reported = await invoke('reportReview', {
      params: { token: tokenOfLink(links.get(bea)!) },
      form: `platform=goodreads&url=${encodeURIComponent(reviewUrl)}`,
    });
    expect(reported.status).toBe(200);
    expect(reported.text).toContain('Your review is recorded');

    const table = (await invoke('getArcRound', { params: { campaignId: campaign.id } })).json<ArcRoundDetail>();
    expect(table.campaign).toMatchObject({ invited: 2, reviewed: 1 });
    const row = (email: string) => table.invites.find((invite) => invite.email === email)!;
    expect(row(bea)).toMatchObject({
      state: 'reviewed',
      downloads: 1,
      reviews: [{ url: reviewUrl, platform: 'goodreads' }],
    });
    expect(row(bea).openedAt).toBeDefined();
    expect(row(cal)).toMatchObject({ state: 'downloaded', downloads: 1, reviews: [] });

    // Bea's library has her review copy with its own Download: the invitation's download (its
    // count, her copy), not a note sending her back to the invitation email.
    const library = (await newLibraryLink(deps(), bea)).token;
    const shelf = await invoke('libraryPage', { params: { token: library } });
    expect(seenPage(shelf.text).headings).toContain('Review copies');
    // The deadline is the author's day, as the invitation writes it (not the day before in her zone).
    expect(shelf.text).toContain(`Reviews are due by ${formatDeadline(campaign.deadline)};`);
    const press = pathOf(routes.libraryReviewCopyDownload, { token: library, campaignId: campaign.id });
    expect(seenPage(shelf.text).forms).toContainEqual({
      method: 'post',
      action: press,
      fields: [],
      buttons: [{ text: `Download ${title}`, disabled: false }],
    });
    const fromLibrary = await invoke('libraryReviewCopyDownload', {
      params: { token: library, campaignId: campaign.id },
      form: '',
    });
    expect(fromLibrary.status, fromLibrary.text).toBe(303);
    const libraryCopy = new Uint8Array(await (await fetch(fromLibrary.headers.location!)).arrayBuffer());
    expect(Buffer.from(libraryCopy).equals(Buffer.from(beaCopy))).toBe(true);
    const counted = (await invoke('getArcRound', { params: { campaignId: campaign.id } })).json<ArcRoundDetail>();
    expect(counted.invites.find((invite) => invite.email === bea)).toMatchObject({ downloads: 2 });
    // Dee was not invited: her library has no such copy.
    const notHers = await invoke('libraryReviewCopyDownload', {
      params: { token: (await newLibraryLink(deps(), dee)).token, campaignId: campaign.id },
      form: '',
    });
    expect(notHers.status).toBe(404);
    expect(notHers.text).toContain('That review copy is not in your library');

    // The reminder: only Cal, who has not reported a review.
    const remind = await invoke('remindArcRound', { params: { campaignId: campaign.id } });
    expect(remind.json()).toMatchObject({ reminded: 1 });
    const reminders = (await mailTo(domain)).filter((mail) => mail.subject === `A reminder: your review of ${title}`);
    expect(reminders.map((mail) => mail.destination.to[0])).toEqual([cal]);
    expect((await invoke('reviewCopyPage', { params: { token: tokenOfLink(linkIn(reminders[0]!)!) } })).text).toContain(
      title,
    );

    const csv = (await invoke('exportArcRound', { params: { campaignId: campaign.id } })).json<{ csv: string }>().csv;
    expect(csv.split('\n')[0]).toBe('email,name,role,state,invited,opened,downloaded,downloads,reminded,reviews');
    expect(csv).toContain(`Goodreads: ${reviewUrl}`);

    const history = (await invoke('getReader', { params: { id: readerIdOf(bea) } })).json<ReaderDetail>().arc;
    expect(history).toMatchObject([{ campaignId: campaign.id, bookTitle: title, state: 'reviewed' }]);

    // The leak lookup: the file, the file without its ex-libris page repacked, a pasted passage.
    const lookUp = async (body: unknown) => {
      const reply = await invoke('lookUpLeak', { body });
      expect(reply.status, reply.text).toBe(200);
      return reply.json<LeakReply>();
    };
    expect((await lookUp({ uploadId: await upload(calCopy, 'leak') })).copies).toMatchObject([
      { email: cal, name: 'Cal Moss', campaignId: campaign.id, bookTitle: title },
    ]);
    const repacked = withoutExLibris(calCopy);
    expect(exLibrisText(repacked)).toBe('');
    const fromRepacked = await lookUp({ uploadId: await upload(repacked, 'leak') });
    expect(fromRepacked.copies.map((copy) => copy.email)).toEqual([cal]);
    expect(fromRepacked.places.length).toBeGreaterThan(1);
    expect((await lookUp({ passage: passageOf(calCopy) })).copies.map((copy) => copy.email)).toEqual([cal]);
    const unmarked = await lookUp({ uploadId: await upload(makeEpub({ title }), 'leak') });
    expect(unmarked).toMatchObject({ found: false, copies: [] });
    expect(unmarked.message).toMatch(/No fingerprint found/);
    expect((await bucketKeys()).filter((key) => key.startsWith('uploads/'))).toEqual([]);
    expect((await findFingerprint(beaCopy)).copyIds).toHaveLength(1);
  }, 120_000);

  it('a reader who changes address (approved from the old one) takes their invitation along: the emailed links and the reminder’s follow them, their copy stays the one made for the old address', async () => {
    const domain = uniqueDomain('arc-move');
    const [gil, moved] = [`gil@${domain}`, `gil.new@${domain}`];
    await approvedMember(gil, 'Gil Park');
    const { title, campaign } = await campaignInviting('Moving Day', [gil]);
    expect((await invoke('remindArcRound', { params: { campaignId: campaign.id } })).json()).toMatchObject({
      reminded: 1,
    });
    const mails = await mailTo(domain);
    const tokens = [`Your advance review copy of ${title}`, `A reminder: your review of ${title}`].map((subject) =>
      tokenOfLink(linkIn(mails.find((mail) => mail.subject === subject)!)!),
    );
    const copy = await downloadCopy(tokens[0]!);

    // The move, as the link sent to the new address asks it and the one sent to the current address approves it
    // (the approval is a confirmation email: the count approvedMember's shortcut left is cleared, as the real link clears it).
    await clearConfirmationEmails(deps(), gil);
    expect(
      await applyEmailChange(deps(), await createChangeEmailToken(deps(), gil, moved), 'test-client'),
    ).toMatchObject({ state: 'asked', to: moved });
    const asking = (await mailTo(domain)).find(
      (mail) => mail.destination.to[0] === gil && /approve/i.test(mail.subject),
    )!;
    expect(
      await applyEmailChange(
        deps(),
        /\/api\/newsletter\/change-email\/([A-Za-z0-9_-]{43})/.exec(asking.body.text ?? '')![1]!,
        'test-client',
      ),
    ).toMatchObject({ state: 'done', to: moved });

    for (const token of tokens) {
      const page = await invoke('reviewCopyPage', { params: { token } });
      expect(page.status, page.text).toBe(200);
      expect(page.text).toContain('Hello Gil Park.');
    }
    expect(await downloadCopy(tokens[1]!)).toEqual(copy);
    const table = (await invoke('getArcRound', { params: { campaignId: campaign.id } })).json<ArcRoundDetail>();
    expect(table.invites).toMatchObject([{ email: moved, downloads: 2 }]);
    const leak = (await invoke('lookUpLeak', { body: { uploadId: await upload(copy, 'leak') } })).json<LeakReply>();
    // The copy stays the one made for the old address; the lookup says where its reader is now.
    expect(leak.copies).toMatchObject([
      { email: gil, nowAt: moved, readerId: readerIdOf(moved), downloadedAt: expect.any(String) },
    ]);
    expect(leak.message).toContain(`<${gil}>, now at <${moved}>`);
  });

  it('erasing an invitee takes their copy out of the bucket and the table; the campaign’s table and CSV still answer, and the leak lookup says the copy was made for a reader since erased, with the masked address', async () => {
    const domain = uniqueDomain('arc-erase');
    const [jo, kit] = [`jo@${domain}`, `kit@${domain}`];
    await approvedMember(jo, 'Jo Vale');
    await approvedMember(kit, 'Kit Rowe');
    const { title, campaign } = await campaignInviting('Forgotten', [jo, kit]);
    const mails = (await mailTo(domain)).filter((mail) => mail.subject === `Your advance review copy of ${title}`);
    const tokenOf = (email: string) => tokenOfLink(linkIn(mails.find((mail) => mail.destination.to[0] === email)!)!);
    const joCopy = await downloadCopy(tokenOf(jo));
    await downloadCopy(tokenOf(kit));
    const [copyId] = (await findFingerprint(joCopy)).copyIds;
    expect(await bucketKeys()).toContain(`copies/${copyId}.epub`);

    const erased = await invoke('eraseReader', { params: { id: readerIdOf(jo) } });
    expect(erased.status, erased.text).toBe(200);
    expect(await bucketKeys()).not.toContain(`copies/${copyId}.epub`);
    for (const trace of [jo, 'Jo Vale']) expect(await itemsHolding(trace)).toEqual([]);

    const table = await invoke('getArcRound', { params: { campaignId: campaign.id } });
    expect(table.status, table.text).toBe(200);
    expect(table.json<ArcRoundDetail>().invites.map((invite) => invite.email)).toEqual([kit]);
    const csv = await invoke('exportArcRound', { params: { campaignId: campaign.id } });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.json<{ csv: string }>().csv).toContain(kit);
    expect(csv.text).not.toContain(jo);

    for (const body of [{ uploadId: await upload(joCopy, 'leak') }, { passage: passageOf(joCopy) }]) {
      const reply = await invoke('lookUpLeak', { body });
      expect(reply.status, reply.text).toBe(200);
      const leak = reply.json<LeakReply>();
      expect(leak).toMatchObject({
        found: true,
        copies: [{ copyId, email: maskEmail(jo), bookTitle: title, erasedAt: expect.any(String) }],
      });
      expect(leak.message).toBe(`This is the copy prepared for a reader since erased (${maskEmail(jo)}).`);
      expect(reply.text).not.toContain(jo);
      expect(reply.text).not.toContain('Jo Vale');
    }
  });

  it('taking a member off the team withdraws the review copy still on offer: the link says so, gives nothing, takes no report, the reminder passes them by, and the seat is free', async () => {
    const domain = uniqueDomain('arc-off');
    const [hal, ivy] = [`hal@${domain}`, `ivy@${domain}`];
    for (const email of [hal, ivy]) await approvedMember(email);
    const { title, campaign } = await campaignInviting('Off Team', [hal, ivy]);
    const invitation = (await mailTo(domain)).find(
      (mail) => mail.subject === `Your advance review copy of ${title}` && mail.destination.to[0] === hal,
    )!;
    const token = tokenOfLink(linkIn(invitation)!);
    await downloadCopy(token);

    const removed = await decide(hal, 'declined');
    expect(removed.json<{ message: string }>().message).toBe(
      `${hal} is taken off the team, and the letter is on its way. Their review copy link is withdrawn.`,
    );
    for (const [route, form] of [
      ['reviewCopyPage', undefined],
      ['downloadReviewCopy', ''],
      ['reportReview', 'platform=goodreads&url=https%3A%2F%2Fwww.goodreads.com%2Freview%2Fshow%2F1'],
    ] as const) {
      const reply = await invoke(route, { params: { token }, ...(form === undefined ? {} : { form }) });
      expect(reply.status, route).toBe(410);
      expect(reply.text).toContain('This review copy has been withdrawn');
    }
    expect((await invoke('remindArcRound', { params: { campaignId: campaign.id } })).json()).toMatchObject({
      reminded: 1,
    });
    const reminded = (await mailTo(domain))
      .filter((mail) => mail.subject === `A reminder: your review of ${title}`)
      .map((mail) => mail.destination.to[0]);
    expect(reminded).toEqual([ivy]);
    const table = (await invoke('getArcRound', { params: { campaignId: campaign.id } })).json<ArcRoundDetail>();
    expect(table.invites.find((invite) => invite.email === hal)).toMatchObject({
      state: 'withdrawn',
      downloads: 1,
      reviews: [],
    });
    expect(table.campaign.invited).toBe(1);
    expect((await invoke('getReader', { params: { id: readerIdOf(hal) } })).json<ReaderDetail>().arc).toMatchObject([
      { campaignId: campaign.id, state: 'withdrawn' },
    ]);
  });

  it('the scheduler reminds a campaign once when its reminder day has come', async () => {
    const domain = uniqueDomain('remind');
    const eve = `eve@${domain}`;
    await apply(eve, 'reviewer');
    await confirmSubscriber(deps(), eve);
    await decide(eve, 'approved');
    const title = `Soon ${randomUUID().slice(0, 6)}`;
    const book = (
      await invoke('createEbook', { body: { uploadId: await upload(makeEpub({ title })), title } })
    ).json<Ebook>();
    const campaign = (
      await invoke('createArcRound', {
        body: {
          bookId: book.id,
          seats: 1,
          deadline: authorDayIn(2),
          instructions: '',
          platforms: ['blog'],
          reminderDaysBefore: 5,
        },
      })
    ).json<ArcRound>();
    await invoke('inviteToArcRound', {
      params: { campaignId: campaign.id },
      body: { to: { kind: 'picked', emails: [eve] } },
    });
    await sendDueReminders(deps());
    await sendDueReminders(deps());
    const reminders = (await mailTo(domain)).filter((mail) => mail.subject === `A reminder: your review of ${title}`);
    expect(reminders).toHaveLength(1);
  });

  it('with the author’s zone set to Auckland, a deadline ends with her day there: the reader’s page names the day, the invitee is overdue only once her day is over, the reminder comes 3 days before its end, and changing her setting later moves none of it', async () => {
    const domain = uniqueDomain('auckland');
    const kai = `kai@${domain}`;
    await approvedMember(kai, 'Kai');
    const title = `Southern ${randomUUID().slice(0, 6)}`;
    const book = (
      await invoke('createEbook', { body: { uploadId: await upload(makeEpub({ title })), title } })
    ).json<Ebook>();
    // Wednesday, March 14, 2035 in Auckland (NZDT, UTC+13) ends at 10:59:59 UTC; in Ontario it has hours to go.
    let now = '2035-02-28T20:00:00.000Z';
    const restoreClock = overrideDeps({ now: () => new Date(now) });
    const at = (iso: string) => (now = iso);
    try {
      expect((await invoke('putAdminSettings', { body: { timeZone: 'Pacific/Auckland' } })).status).toBe(200);
      const created = await invoke('createArcRound', {
        body: {
          bookId: book.id,
          seats: 1,
          deadline: '2035-03-14',
          instructions: '',
          platforms: ['goodreads'],
          reminderDaysBefore: 3,
        },
      });
      expect(created.status, created.text).toBe(201);
      const campaign = created.json<ArcRound>();
      expect(campaign.timeZone).toBe('Pacific/Auckland');
      await invoke('inviteToArcRound', {
        params: { campaignId: campaign.id },
        body: { to: { kind: 'picked', emails: [kai] } },
      });
      // She moves back to Ontario: the round keeps the day it was made with.
      expect((await invoke('putAdminSettings', { body: { timeZone: 'America/Toronto' } })).status).toBe(200);
      const reminders = async () =>
        (await mailTo(domain)).filter((mail) => mail.subject === `A reminder: your review of ${title}`).length;

      at('2035-03-11T10:59:00.000Z'); // 11:59 pm on the 11th in Auckland: a minute more than three days left
      await sendDueReminders(deps());
      expect(await reminders()).toBe(0);
      at('2035-03-11T11:00:00.000Z'); // midnight there: three days left
      await sendDueReminders(deps());
      expect(await reminders()).toBe(1);

      const invitation = (await mailTo(domain)).find(
        (mail) => mail.subject === `Your advance review copy of ${title}`,
      )!;
      const stateAt = async (iso: string) => {
        at(iso);
        const table = await invoke('getArcRound', { params: { campaignId: campaign.id } });
        return table.json<ArcRoundDetail>().invites[0]!.state;
      };
      at('2035-03-14T10:59:00.000Z'); // 11:59 pm on the 14th in Auckland
      const page = await invoke('reviewCopyPage', { params: { token: tokenOfLink(linkIn(invitation)!) } });
      expect(page.text).toContain('Please post your review by <strong>Wednesday, March 14, 2035</strong>.');
      expect(await stateAt('2035-03-14T10:59:00.000Z')).toBe('opened');
      expect(await stateAt('2035-03-14T11:00:00.000Z')).toBe('overdue');
    } finally {
      restoreClock();
      // Other files of this worker count in the default zone.
      await invoke('putAdminSettings', { body: { timeZone: 'America/Toronto' } });
    }
  });

  it('watermarks the free ebook’s reader downloads when the author turns it on: one copy per reader, named on its first page', async () => {
    const domain = uniqueDomain('magnet');
    const fay = `fay@${domain}`;
    await apply(fay, 'reviewer', 'Fay Lin');
    await confirmSubscriber(deps(), fay);
    await invoke('listEbooks', {});
    const on = await invoke('updateEbook', { params: { bookId: 'true-veil' }, body: { watermarkDownloads: true } });
    expect(on.status, on.text).toBe(200);
    try {
      const press = async () => {
        const link = (
          await invoke('generateDownloadLink', { body: { email: fay, filename: 'true-veil-blues.epub' } })
        ).json<{ downloadUrl: string }>();
        const pressed = await invoke('download', { params: { token: link.downloadUrl.split('/').pop()! }, form: '' });
        expect(pressed.status, pressed.text).toBe(303);
        return new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());
      };
      const first = await press();
      expect(exLibrisText(first)).toMatch(/This copy was prepared for Fay Lin\s+fay@/);
      const second = await press();
      expect((await findFingerprint(second)).copyIds).toEqual((await findFingerprint(first)).copyIds);
      const leak = (await invoke('lookUpLeak', { body: { uploadId: await upload(first, 'leak') } })).json<LeakReply>();
      expect(leak.copies).toMatchObject([{ email: fay, bookTitle: 'True Veil' }]);
      expect(leak.copies[0]!.campaignId).toBeUndefined();

      // Erased, the reader's copy goes with them; the lookup still knows the copy, not whose it was.
      const [copyId] = (await findFingerprint(first)).copyIds;
      expect((await invoke('eraseReader', { params: { id: readerIdOf(fay) } })).status).toBe(200);
      expect(await bucketKeys()).not.toContain(`copies/${copyId}.epub`);
      const after = (await invoke('lookUpLeak', { body: { uploadId: await upload(first, 'leak') } })).json<LeakReply>();
      expect(after.copies).toEqual([
        {
          copyId,
          email: maskEmail(fay),
          bookTitle: 'True Veil',
          preparedAt: leak.copies[0]!.preparedAt,
          erasedAt: expect.any(String),
        },
      ]);
    } finally {
      await invoke('updateEbook', { params: { bookId: 'true-veil' }, body: { watermarkDownloads: false } });
    }
  });
});

// Last: its approved reviewer would otherwise be one more for the campaign test that invites by role.
describe('a mail scanner checking a private link by HEAD (issue 24)', () => {
  it(
    "gets the page's status and headers without a body, and the invitation stays unopened until the reader opens it",
    { timeout: 180_000 },
    async () => {
      const domain = uniqueDomain('head');
      const eve = `eve@${domain}`;
      await approvedMember(eve, 'Eve Hart');
      const { title, campaign } = await campaignInviting('Checked Link', [eve]);
      const [invitation] = (await mailTo(domain)).filter(
        (mail) => mail.subject === `Your advance review copy of ${title}`,
      );
      const path = new URL(linkIn(invitation!)!).pathname;
      const opened = async () =>
        (await invoke('getArcRound', { params: { campaignId: campaign.id } })).json<ArcRoundDetail>().invites[0]!
          .openedAt;

      const head = await rawRequest('HEAD', path);
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(await opened(), 'a HEAD marks nothing').toBeUndefined();

      const get = await rawRequest('GET', path);
      expect(get.status).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
      expect(await opened(), 'the reader opening it').toBeDefined();

      const unknown = `${path.slice(0, -5)}AAAAA`;
      expect((await rawRequest('HEAD', unknown)).status).toBe((await rawRequest('GET', unknown)).status);
    },
  );
});
