import { AUTHOR_NAME } from '../../content/author';
import { renderBlocks, type Block } from './blocks';
import { listLinksIn, webFooter, type ListLinks, type WebLinks } from './footer';
import { html, type SafeHtml } from './html';
import { layout, renderListEmail, type EmailContent, type RenderedEmail } from './layout';
import { markdownBlocks } from './markdown';

/**
 * A campaign: the author's own email to her readers, from the Markdown she wrote. The bulk send
 * fills the list links with SES placeholders; the admin's preview renders the same function.
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

export function renderNewsletterEmail(values: NewsletterEmailValues & ListLinks): RenderedEmail {
  return renderListEmail({ ...newsletterEmailContent(values), ...listLinksIn(values) });
}

/**
 * A sent newsletter's web version: the email readers got, in the same layout, without any
 * reader's links (no unsubscribe or preference token); `head`: the page's head tags.
 */
export function renderNewsletterWebVersion(
  values: NewsletterEmailValues & WebLinks & { sentOn: string; head: SafeHtml },
): string {
  const content = newsletterEmailContent(values);
  const dated = html`<p style="color:#6b6475;font-size:14px;margin:0 0 16px">${values.sentOn}</p>${content.html}`;
  return layout(values.subject, dated, webFooter(values), '', values.head);
}

/** The archive page: the public newsletters, newest first, each a link to its web version. */
export function renderNewsletterArchive(
  values: WebLinks & { items: { subject: string; previewText: string; url: string; sentOn: string }[]; head: SafeHtml },
): string {
  const list = values.items.length
    ? html`<ul style="list-style:none;padding:0;margin:0">${values.items.map(
        (item) =>
          html`<li style="margin:0 0 20px"><a href="${item.url}" style="font-size:18px;color:#231f29">${item.subject}</a><br><span style="color:#6b6475;font-size:14px">${item.sentOn}${item.previewText ? ` · ${item.previewText}` : ''}</span></li>`,
      )}</ul>`
    : html`<p>No newsletters yet. <a href="${values.signupUrl}">Sign up</a> to get the first one.</p>`;
  return layout(
    'Newsletters',
    html`<h1 style="font-size:24px;margin:0 0 16px">Newsletters from ${AUTHOR_NAME}</h1>${list}`,
    webFooter(values),
    '',
    values.head,
  );
}
