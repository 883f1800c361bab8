import { withMergeFields, type MergeFacts } from '../merge-fields';
import { pageMetaOf } from '../page-table';
import type { DreamTeamPage, DreamTeamWords } from '../schemas';
import { uiText } from '../ui-text';

/**
 * /voss-trials, the Dream Team page (docs/SPEC.md §2) as drawn: her words (`page/dream-team`:
 * header, intro, cards, guidelines, the form's heading, intro and welcome) with their merge fields
 * filled in, and what is not hers to edit: the form's fields and button and its toasts (the spec's
 * words, the form's island carries them), the consent note (its words are versioned with each
 * consent record: docs/product-decisions.md) and the SEO, from the page table's '/voss-trials'.
 * Signup payload: source 'dream_team', readerMagnetId null.
 */
/** The heading over a Dream Team sign-up's reply (the page's and the API's), and the success toast's title. */
export const DREAM_TEAM_WELCOME = 'Welcome to the Dream Team!';

/** The sign-up form's fields and button. */
export const DREAM_TEAM_FORM = {
  nameLabel: 'Name',
  namePlaceholder: 'Your name (optional)',
  emailLabel: 'Email Address',
  emailPlaceholder: 'you@example.com',
  /** The sign-up is an application, for one of the three roles. */
  roleLegend: 'I’d like to join as',
  /** The newsletter is its own choice: joining the Dream Team does not subscribe anyone to it. */
  newsletterLabel: 'Also send me the newsletter (free stories and release news)',
  submit: 'Join the Dream Team',
  submitting: 'Joining Dream Team...',
} as const;

export const DREAM_TEAM_TOASTS = {
  successTitle: DREAM_TEAM_WELCOME,
  successDescription: 'Check your email for next steps and program details.',
  errorTitle: 'Signup Failed',
  errorDescription: 'There was an error signing you up. Please try again.',
  emailRequiredTitle: 'Email Required',
  emailRequiredDescription: 'Please enter your email address to join the Dream Team.',
} as const;

export function dreamTeamPage(words: DreamTeamWords, facts: MergeFacts): DreamTeamPage {
  const { form, ...page } = withMergeFields(words, facts);
  const meta = pageMetaOf(facts.name)['/voss-trials'];
  return {
    ...page,
    form: {
      heading: form.heading,
      intro: form.intro,
      ...DREAM_TEAM_FORM,
      consent: uiText.signup.consent(facts.name),
      success: { heading: DREAM_TEAM_WELCOME, paragraphs: form.success.paragraphs },
    },
    toasts: DREAM_TEAM_TOASTS,
    seo: { title: meta.title, description: meta.description, keywords: meta.keywords, canonical: '/voss-trials' },
  };
}
