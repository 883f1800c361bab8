import type { DreamTeamPage, SiteEmails } from '../../content/schemas';
import type { ShortStory } from '../contract/stories';
import { renderBlocks, type Block } from './blocks';
import { herParagraph, herText } from './her-words';
import { libraryLinkLasts } from './library';
import type { Sender } from './footer';
import type { EmailContent } from './layout';

/** Who a welcome is for: their name, if they gave one. */
interface Reader {
  name?: string;
}

/** Who writes a welcome: her as published, her site's address, and her words for it (site/emails). */
export interface WelcomeFrom<Words> {
  sender: Sender;
  siteUrl: string;
  words: Words;
}

/** Her words for one reader: a line (a subject, a heading), words with links (a list's item), paragraphs. */
function wordsFor({ sender, siteUrl }: WelcomeFrom<unknown>, reader: Reader) {
  const fields = { name: reader.name, author: sender.name };
  const inline = (text: string) => herParagraph(text, fields, siteUrl);
  const paragraph = (text: string): Block => ({ p: inline(text) });
  return {
    text: (text: string) => herText(text, fields),
    inline,
    paragraph,
    paragraphs: (texts: string[]) => texts.map(paragraph),
  };
}

/**
 * The welcome of the mailing list (the Voracious Readers), in her words: its button opens the
 * reader's library (`library`: the link and its expiry as people read it), where the free stories
 * are. `stories`: hers as published, of which the featured ones are named (after her line leading
 * into them; neither when none is featured).
 */
export function mailingListWelcome(
  from: WelcomeFrom<SiteEmails['listWelcome']>,
  subscriber: Reader,
  library: { url: string; expiresAt: string },
  stories: readonly ShortStory[],
): EmailContent {
  const { words, sender } = from;
  const { text, paragraph, paragraphs } = wordsFor(from, subscriber);
  const featured = stories.filter((story) => story.featured);
  return {
    subject: text(words.subject),
    ...renderBlocks([
      { h1: text(words.heading) },
      paragraph(words.greeting),
      ...paragraphs(words.beforeStories),
      ...(featured.length
        ? [
            paragraph(words.storiesIntro),
            { ul: featured.map((story) => [{ strong: story.title }, ` (${story.genre}): ${story.description}`]) },
          ]
        : []),
      { button: text(words.button), href: library.url },
      ...libraryLinkLasts(library.expiresAt),
      ...paragraphs(words.afterStories),
      { lines: [text(words.signOff), sender.name] },
    ]),
  };
}

/**
 * The Dream Team's welcome: her words around the Dream Team page's own texts as published (`page`:
 * its intro, roles and guidelines). The form asked the role already, so the email does not ask it
 * again; it names the newsletter only to a reader who ticked it.
 */
export function dreamTeamWelcome(
  from: WelcomeFrom<SiteEmails['dreamTeamWelcome']>,
  page: DreamTeamPage,
  subscriber: Reader & { newsletter: boolean },
): EmailContent {
  const { words, sender } = from;
  const { text, inline, paragraph } = wordsFor(from, subscriber);
  const sections = page.guidelines.sections.filter((section) => section.id !== 'professional-services');
  return {
    subject: text(words.subject),
    ...renderBlocks([
      { h1: text(words.heading) },
      paragraph(words.greeting),
      paragraph(words.thanks),
      ...page.intro.map((paragraph): Block => ({ p: paragraph })),
      { h2: text(words.rolesHeading) },
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
      { h2: text(words.nextStepsHeading) },
      { ol: words.nextSteps.map(inline) },
      { h2: text(words.professionalHeading) },
      paragraph(words.professional),
      ...(subscriber.newsletter ? [paragraph(words.newsletterNote)] : []),
      { lines: [text(words.signOff), sender.name] },
    ]),
  };
}
