import type { SiteEmails } from '@content/schemas';
import { siteEmailsPieceSchema } from '@contract/site-emails';
import { defineEditor } from '../editor-def';
import { group, note, textBox } from '../form-spec';
import { paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';

const text = siteText.emails;

type ListWelcome = SiteEmails['listWelcome'];
type DreamTeamWelcome = SiteEmails['dreamTeamWelcome'];
/** Her emails' words as the form holds them: each list of paragraphs as one text. */
interface EmailsValues {
  listWelcome: Omit<ListWelcome, 'beforeStories' | 'afterStories'> & { beforeStories: string; afterStories: string };
  dreamTeamWelcome: Omit<DreamTeamWelcome, 'nextSteps'> & { nextSteps: string };
}

type Email = keyof EmailsValues;
/** A field of either email; its words in `text` go by the same name. */
type Field = { [E in Email]: keyof EmailsValues[E] }[Email];
type Box = Parameters<typeof textBox>[2];

/** One line: a subject, a heading, a button. */
const LINE: Box = { required: true };
/** One paragraph. */
const PARAGRAPH: Box = { rows: 3, required: true };
/** Paragraphs, a blank line between two. */
const PARAGRAPHS: Box = { rows: 6, required: true };

/** The box each field is written in, the same in both emails where both have it. */
const BOXES: Record<Field, Box> = {
  subject: LINE,
  heading: LINE,
  greeting: LINE,
  beforeStories: PARAGRAPHS,
  storiesIntro: PARAGRAPH,
  button: LINE,
  // She may leave these out: the button and how long its link works may come last before her sign-off.
  afterStories: { ...PARAGRAPHS, required: false },
  signOff: LINE,
  thanks: PARAGRAPH,
  rolesHeading: LINE,
  nextStepsHeading: LINE,
  nextSteps: PARAGRAPHS,
  professionalHeading: LINE,
  professional: PARAGRAPH,
  newsletterNote: PARAGRAPH,
};

/** An email's group: its fields in the order the email has them, under its name and when it is sent. */
const emailGroup = <E extends Email>(email: E, fields: (keyof EmailsValues[E] & Field)[]) =>
  group<EmailsValues>(
    text[email],
    fields.map((field) => textBox(`${email}.${field}`, text[field], BOXES[field])),
    text[`${email}Hint`],
  );

export const emailsEditor = defineEditor({
  schema: siteEmailsPieceSchema,
  fromBody: ({ listWelcome, dreamTeamWelcome }): EmailsValues => ({
    listWelcome: {
      ...listWelcome,
      beforeStories: paragraphsText(listWelcome.beforeStories),
      afterStories: paragraphsText(listWelcome.afterStories),
    },
    dreamTeamWelcome: { ...dreamTeamWelcome, nextSteps: paragraphsText(dreamTeamWelcome.nextSteps) },
  }),
  toBody: ({ listWelcome, dreamTeamWelcome }) => ({
    listWelcome: {
      ...listWelcome,
      beforeStories: paragraphsOf(listWelcome.beforeStories),
      afterStories: paragraphsOf(listWelcome.afterStories),
    },
    dreamTeamWelcome: { ...dreamTeamWelcome, nextSteps: paragraphsOf(dreamTeamWelcome.nextSteps) },
  }),
  form: () => [
    note(text.intro),
    note(text.fieldsHint),
    emailGroup('listWelcome', [
      'subject',
      'heading',
      'greeting',
      'beforeStories',
      'storiesIntro',
      'button',
      'afterStories',
      'signOff',
    ]),
    emailGroup('dreamTeamWelcome', [
      'subject',
      'heading',
      'greeting',
      'thanks',
      'rolesHeading',
      'nextStepsHeading',
      'nextSteps',
      'professionalHeading',
      'professional',
      'newsletterNote',
      'signOff',
    ]),
  ],
});
