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

/** A one-line text of an email (a subject, a heading, a button). */
const line = (path: string, words: { label: string; hint?: string }) =>
  textBox<EmailsValues>(path, words, { required: true });
/** Paragraphs, a blank line between two. */
const paragraphs = (path: string, words: { label: string; hint: string }, required = true) =>
  textBox<EmailsValues>(path, words, { rows: 6, required });
/** One paragraph. */
const paragraph = (path: string, words: { label: string; hint?: string }) =>
  textBox<EmailsValues>(path, words, { rows: 3, required: true });

export const emailsEditor = defineEditor<EmailsValues>({
  schema: siteEmailsPieceSchema,
  fromBody: (body) => {
    const { listWelcome, dreamTeamWelcome } = body as SiteEmails;
    return {
      listWelcome: {
        ...listWelcome,
        beforeStories: paragraphsText(listWelcome.beforeStories),
        afterStories: paragraphsText(listWelcome.afterStories),
      },
      dreamTeamWelcome: { ...dreamTeamWelcome, nextSteps: paragraphsText(dreamTeamWelcome.nextSteps) },
    };
  },
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
    group(
      text.listWelcome,
      [
        line('listWelcome.subject', text.subject),
        line('listWelcome.heading', text.heading),
        line('listWelcome.greeting', text.greeting),
        paragraphs('listWelcome.beforeStories', text.beforeStories),
        paragraph('listWelcome.storiesIntro', text.storiesIntro),
        line('listWelcome.button', text.button),
        paragraphs('listWelcome.afterStories', text.afterStories, false),
        line('listWelcome.signOff', text.signOff),
      ],
      text.listWelcomeHint,
    ),
    group(
      text.dreamTeamWelcome,
      [
        line('dreamTeamWelcome.subject', text.subject),
        line('dreamTeamWelcome.heading', text.heading),
        line('dreamTeamWelcome.greeting', text.greeting),
        paragraph('dreamTeamWelcome.thanks', text.thanks),
        line('dreamTeamWelcome.rolesHeading', text.rolesHeading),
        line('dreamTeamWelcome.nextStepsHeading', text.nextStepsHeading),
        paragraphs('dreamTeamWelcome.nextSteps', text.nextSteps),
        line('dreamTeamWelcome.professionalHeading', text.professionalHeading),
        paragraph('dreamTeamWelcome.professional', text.professional),
        paragraph('dreamTeamWelcome.newsletterNote', text.newsletterNote),
        line('dreamTeamWelcome.signOff', text.signOff),
      ],
      text.dreamTeamWelcomeHint,
    ),
  ],
});
