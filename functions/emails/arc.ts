import { EPUB_READING_HELP } from '../../content/site';
import {
  ARC_LINK_MAX_DOWNLOADS,
  ARC_PLATFORM_LABELS,
  ARC_ROLE_LABELS,
  type ApplicationDecision,
  type ArcPlatform,
  type ArcRole,
} from '../contract/arc';
import { renderBlocks, type Block } from './blocks';
import type { Sender } from './footer';
import type { EmailContent } from './layout';

/** The Dream Team's letters: the answer to an application, the invitation, the reminder. */

const greeting = (name: string | undefined) => (name ? `Hi ${name},` : 'Hi there,');
const signature = (sender: Sender): Block => ({ lines: ['With thanks,', sender.name] });
const noteBlocks = (note: string | undefined): Block[] => (note ? [{ p: 'A note from me:' }, { quote: note }] : []);

/** The author's answer to an application; `wasMember` when she takes an approved member off the team. */
export function decisionEmail(
  sender: Sender,
  input: {
    decision: ApplicationDecision;
    name?: string;
    role: ArcRole;
    note?: string;
    wasMember?: boolean;
  },
): EmailContent {
  const role = ARC_ROLE_LABELS[input.role].toLowerCase();
  if (input.wasMember && input.decision !== 'approved')
    return removalEmail(sender, { ...input, decision: input.decision, role });
  const letters: Record<ApplicationDecision, { subject: string; body: Block[] }> = {
    approved: {
      subject: 'You are on the Dream Team',
      body: [
        { h1: 'Welcome to the Dream Team' },
        {
          p: `I am delighted to have you as a ${role}. When advance copies of my next book are ready, you will get an email with your own private link, the review deadline and what I would love you to do.`,
        },
      ],
    },
    waitlisted: {
      subject: 'Your Dream Team application: on the waiting list',
      body: [
        { h1: 'You are on the waiting list' },
        {
          p: `Thank you for offering to join as a ${role}. The team is full for now, so I have put you on the waiting list, and I will write as soon as a seat opens.`,
        },
      ],
    },
    declined: {
      subject: 'Your Dream Team application',
      body: [
        { h1: 'Thank you for applying' },
        {
          p: `Thank you for offering to join the Dream Team as a ${role}. I cannot offer you a place this time. You stay on my reader list for free stories and release news.`,
        },
      ],
    },
  };
  const letter = letters[input.decision];
  return {
    subject: letter.subject,
    ...renderBlocks([{ p: greeting(input.name) }, ...letter.body, ...noteBlocks(input.note), signature(sender)]),
  };
}

/** A member taken off the team, for good (declined) or until a seat opens (waitlisted). */
function removalEmail(
  sender: Sender,
  input: {
    decision: Exclude<ApplicationDecision, 'approved'>;
    name?: string;
    role: string;
    note?: string;
  },
): EmailContent {
  const thanks = `Thank you for the time you gave the Dream Team as a ${input.role}.`;
  const body: Block[] =
    input.decision === 'declined'
      ? [
          { h1: 'Your place on the Dream Team' },
          {
            p: `${thanks} I have taken you off the team, so advance copies will not come to you from now on. You stay on my reader list for free stories and release news.`,
          },
        ]
      : [
          { h1: 'Your Dream Team seat is on hold' },
          {
            p: `${thanks} I have moved you to the waiting list for now: advance copies will not come to you until a seat opens, and I will write when it does.`,
          },
        ];
  return {
    subject: 'About your place on the Dream Team',
    ...renderBlocks([{ p: greeting(input.name) }, ...body, ...noteBlocks(input.note), signature(sender)]),
  };
}

export interface ArcLetterValues {
  name?: string;
  bookTitle: string;
  /** The deadline as people read it. */
  deadline: string;
  link: string;
  platforms: ArcPlatform[];
  instructions: string;
}

const platformList = (platforms: ArcPlatform[]) =>
  platforms.map((platform) => ARC_PLATFORM_LABELS[platform]).join(', ');

export function invitationEmail(sender: Sender, values: ArcLetterValues): EmailContent {
  return {
    subject: `Your advance review copy of ${values.bookTitle}`,
    ...renderBlocks([
      { p: greeting(values.name) },
      { h1: `Your advance copy of ${values.bookTitle}` },
      {
        p: [
          'As a member of the Dream Team you get an early copy of ',
          { strong: values.bookTitle },
          '. The link below is yours alone: the file it gives you is prepared for you and names you.',
        ],
      },
      { button: 'Get my review copy', href: values.link },
      { buttonFallback: values.link },
      {
        p: [
          'Please post an honest review by ',
          { strong: values.deadline },
          ` on: ${platformList(values.platforms)}. Then tell me its address on the same page, so I know it is there.`,
        ],
      },
      ...(values.instructions ? [{ p: values.instructions } satisfies Block] : []),
      {
        p: `The link allows ${ARC_LINK_MAX_DOWNLOADS} downloads. Please keep the file to yourself: no sharing and no spoilers before release.`,
      },
      { p: EPUB_READING_HELP },
      signature(sender),
    ]),
  };
}

export function reminderEmail(sender: Sender, values: ArcLetterValues): EmailContent {
  return {
    subject: `A reminder: your review of ${values.bookTitle}`,
    ...renderBlocks([
      { p: greeting(values.name) },
      {
        p: [
          'A gentle reminder: the review of ',
          { strong: values.bookTitle },
          ' is due by ',
          { strong: values.deadline },
          `, on ${platformList(values.platforms)}.`,
        ],
      },
      { p: 'Once it is posted, tell me its address on your review copy page:' },
      { button: 'Report my review', href: values.link },
      { buttonFallback: values.link },
      { p: 'If you cannot make it, just reply to this email. No hard feelings.' },
      signature(sender),
    ]),
  };
}
