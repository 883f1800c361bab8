import type { DreamTeamPage } from '../../content/schemas';
import { uiText } from '../../content/ui-text';
import type { ShortStory } from '../contract/stories';
import { renderBlocks, type Block } from './blocks';
import { libraryLinkLasts } from './library';
import type { Sender } from './footer';
import type { EmailContent } from './layout';

/** Who a welcome is for: their name, if they gave one. */
interface Reader {
  name?: string;
}

const greeting = (name: string | undefined) => (name ? `Hi ${name},` : 'Hi there,');

/**
 * The welcome of the mailing list (the Voracious Readers): its button opens the reader's library
 * (`library`: the link and its expiry as people read it), where the free stories are. `stories`:
 * hers as published, of which the featured ones are named.
 */
export function mailingListWelcome(
  sender: Sender,
  siteUrl: string,
  subscriber: Reader,
  library: { url: string; expiresAt: string },
  stories: readonly ShortStory[],
): EmailContent {
  const featured = stories.filter((story) => story.featured);
  return {
    subject: `Welcome to ${sender.name}’s Voracious Readers!`,
    ...renderBlocks([
      { h1: 'Welcome to the Voracious Readers!' },
      { p: greeting(subscriber.name) },
      { p: `Thank you for joining. ${uiText.signup.pageIntro}` },
      ...(featured.length
        ? [
            { p: 'Start with a free story:' },
            { ul: featured.map((story) => [{ strong: story.title }, ` (${story.genre}): ${story.description}`]) },
          ]
        : []),
      { button: 'Read the Free Stories', href: library.url },
      ...libraryLinkLasts(library.expiresAt),
      {
        p: [
          'Want to read the books before anyone else? ',
          { link: 'Join the Dream Team', href: `${siteUrl}/voss-trials` },
          ' for free advance reader copies.',
        ],
      },
      { p: 'Add this address to your contacts so nothing ends up in spam.' },
      { lines: ['Happy reading,', sender.name] },
    ]),
  };
}

/**
 * The Dream Team page's texts as published (`page`: content/pages/dream-team.ts), plus next steps and
 * the fee-structure invitation. The form asked the role already, so the email does not ask it again;
 * it names the newsletter only to a reader who ticked it.
 */
export function dreamTeamWelcome(
  sender: Sender,
  page: DreamTeamPage,
  subscriber: Reader & { newsletter: boolean },
): EmailContent {
  const nextSteps = [
    `${sender.name} reads every application and writes to you once she has decided on yours.`,
    'Watch your inbox: when advance copies of the next release are ready, you will get an email with your copy and the date we need your feedback by.',
    'Add this address to your contacts so program emails never end up in spam.',
  ];
  const professional =
    'Professional service providers (editors, proofreaders and other professionals who charge for their work): reply to this email with your fee structure, the services you offer and your availability, and we will be in touch about paid projects.';
  const sections = page.guidelines.sections.filter((section) => section.id !== 'professional-services');
  return {
    subject: page.form.success.heading,
    ...renderBlocks([
      { h1: page.form.success.heading },
      { p: greeting(subscriber.name) },
      { p: 'Thank you for joining. Here are your program details and next steps.' },
      ...page.intro.map((paragraph): Block => ({ p: paragraph })),
      { h2: 'The three roles' },
      { ul: page.cards.map((card) => [{ strong: card.title }, `: ${card.description}`]) },
      { h2: page.guidelines.heading },
      { p: page.guidelines.intro },
      ...sections.flatMap((section): Block[] => [
        { h3: section.heading },
        ...section.paragraphs.map((paragraph): Block => ({ p: paragraph })),
        ...(section.list
          ? [{ ul: section.list.map((item) => (item.label ? [{ strong: item.label }, `: ${item.text}`] : item.text)) }]
          : []),
      ]),
      { h2: 'Your next steps' },
      { ol: nextSteps },
      { h2: 'Professional Services' },
      { p: professional },
      ...(subscriber.newsletter
        ? [
            {
              p: `You are also on ${sender.name}’s reader list, the Voracious Readers, for free stories and release news.`,
            },
          ]
        : []),
      { lines: ['Welcome aboard,', sender.name] },
    ]),
  };
}
