import { renderBlocks, type Block } from './blocks';
import { listLinksIn, webFooter, type ListLinks, type Sender, type WebLinks } from './footer';
import { html, type SafeHtml } from './html';
import { layout, renderListEmail, type EmailContent, type RenderedEmail } from './layout';
import { markdownBlocks } from './markdown';
import { fieldMarker, fillEmail, fillMarks, readerFills, type FieldFills } from './merge-fields';

/**
 * A campaign: the author's own email to her readers, from the Markdown she wrote. The bulk send
 * fills the list links and the merge fields with SES placeholders; the admin's preview renders the
 * same function for one reader.
 */
export interface NewsletterEmailValues {
  subject: string;
  previewText: string;
  /** Markdown. */
  content: string;
  /** A public newsletter's web version, linked at the top for mail apps that show it badly. */
  webUrl?: string;
}

export function newsletterEmailContent(values: NewsletterEmailValues): EmailContent & { preheader: string } {
  const web: Block[] = values.webUrl ? [{ p: { link: 'Read it in your browser', href: values.webUrl } }] : [];
  return {
    subject: values.subject,
    preheader: values.previewText,
    ...renderBlocks([...web, ...markdownBlocks(values.content)]),
  };
}

/** The words with a mark where each merge field goes, and what each mark stands for. */
function markedWords(values: NewsletterEmailValues) {
  const marker = fieldMarker();
  const marked = {
    ...values,
    subject: marker.mark(values.subject),
    previewText: marker.mark(values.previewText),
    content: marker.mark(values.content),
  };
  return { marked, uses: marker.uses };
}

/** The email, its merge fields filled by `fields` (one reader's words, or the bulk template's placeholders). */
export function renderNewsletterEmail(
  sender: Sender,
  values: NewsletterEmailValues & ListLinks,
  fields: FieldFills,
): RenderedEmail {
  const { marked, uses } = markedWords(values);
  return fillEmail(
    renderListEmail(sender, { ...newsletterEmailContent(marked), ...listLinksIn(values) }),
    uses,
    fields,
  );
}

/** The words as a reader without a name reads them on the site (the archive's list, head tags). */
export function newsletterWordsOnTheSite<Words extends Pick<NewsletterEmailValues, 'subject' | 'previewText'>>(
  words: Words,
): Words {
  const { marked, uses } = markedWords({ ...words, content: '' });
  const fill = (text: string) => fillMarks(text, uses, readerFills({}).text);
  return { ...words, subject: fill(marked.subject), previewText: fill(marked.previewText) };
}

/**
 * A sent newsletter's web version: the email readers got, in the same layout, without any
 * reader's links (no unsubscribe or preference token) and with a nameless reader's fields (their
 * fallbacks); `head`: the page's head tags.
 */
export function renderNewsletterWebVersion(
  sender: Sender,
  values: NewsletterEmailValues & WebLinks & { sentOn: string; head: SafeHtml },
): string {
  const { marked, uses } = markedWords(values);
  const content = newsletterEmailContent(marked);
  const dated = html`<p style="color:#6b6475;font-size:14px;margin:0 0 16px">${values.sentOn}</p>${content.html}`;
  return fillMarks(
    layout(marked.subject, dated, webFooter(sender, values), '', values.head),
    uses,
    readerFills({}).html,
  );
}
