import { html, SafeHtml } from './html';

/**
 * An email's body as blocks, rendered once to HTML (inline styles, escaped) and once to the text
 * part, so the two always say the same thing. Every email of the site is written this way.
 */
export type Inline = string | { strong: string } | { em: string } | { link: string; href: string };
type Words = Inline | Inline[];
export type Block =
  | { h1: string }
  | { h2: string }
  | { h3: string }
  | { p: Words }
  | { button: string; href: string }
  | { ul: Words[] }
  | { ol: Words[] }
  | { quote: Words }
  /** Lines kept together (a signature: "Happy reading," then the name). */
  | { lines: string[] }
  /**
   * Under a button, for mail apps that drop its style: the same address as a plain link. Its words
   * are short, never the address itself, so the email fits a phone's width; the text part spells
   * the address out already.
   */
  | { buttonFallback: string }
  /** A picture as mail apps show one: its whole address, its size in pixels (the column's width at most), its alt text. */
  | { img: { src: string; alt: string; width: number; height: number } };

/** The email's column: 600 px less its padding. */
export const EMAIL_CONTENT_WIDTH = 536;

const BUTTON =
  'display:inline-block;background:#c9a227;color:#17130a;font-weight:600;padding:12px 24px;border-radius:8px;text-decoration:none';

/** A link styled as a button, for email bodies. */
export const emailButton = (href: string, label: string) =>
  html`<p style="margin:24px 0"><a href="${href}" style="${BUTTON}">${label}</a></p>`;

const parts = (words: Words): Inline[] => (Array.isArray(words) ? words : [words]);

/** The longest address a link may show as its words: longer, one unbroken line wider than a phone. */
export const LONGEST_SHOWN_ADDRESS = 40;

/** A link's words in the HTML: an address too long for a phone's width shows as its site's name. */
function shownLinkWords(link: string): string {
  if (link.length <= LONGEST_SHOWN_ADDRESS || !/^https?:\/\//.test(link)) return link;
  try {
    return new URL(link).host;
  } catch {
    return link.slice(0, LONGEST_SHOWN_ADDRESS - 1) + '…';
  }
}

function inlineHtml(words: Words): SafeHtml {
  return html`${parts(words).map((part) =>
    typeof part === 'string'
      ? html`${part}`
      : 'strong' in part
        ? html`<strong>${part.strong}</strong>`
        : 'em' in part
          ? html`<em>${part.em}</em>`
          : html`<a href="${part.href}">${shownLinkWords(part.link)}</a>`,
  )}`;
}

/** In text a link is its words and its address (just the address when they are the same). */
function inlineText(words: Words): string {
  return parts(words)
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'strong' in part
          ? part.strong
          : 'em' in part
            ? part.em
            : part.link === part.href
              ? part.href
              : `${part.link} (${part.href})`,
    )
    .join('');
}

function blockHtml(block: Block): SafeHtml {
  if ('h1' in block) return html`<h1 style="font-size:24px;margin:0 0 16px">${block.h1}</h1>`;
  if ('h2' in block) return html`<h2 style="font-size:20px">${block.h2}</h2>`;
  if ('h3' in block) return html`<h3 style="font-size:17px;margin-bottom:4px">${block.h3}</h3>`;
  if ('p' in block) return html`<p>${inlineHtml(block.p)}</p>`;
  if ('button' in block) return emailButton(block.href, block.button);
  if ('ul' in block) return html`<ul>${block.ul.map((item) => html`<li>${inlineHtml(item)}</li>`)}</ul>`;
  if ('ol' in block) return html`<ol>${block.ol.map((item) => html`<li>${inlineHtml(item)}</li>`)}</ol>`;
  if ('quote' in block)
    return html`<blockquote style="margin:16px 0;padding-left:16px;border-left:3px solid #c9a227;color:#4a4453">${inlineHtml(block.quote)}</blockquote>`;
  if ('lines' in block) return html`<p>${block.lines.map((line, i) => (i ? html`<br>${line}` : line))}</p>`;
  if ('img' in block) {
    // The width and height attributes for Outlook, which reads no CSS size; the style for phones.
    const { src, alt, width, height } = block.img;
    return html`<p style="margin:16px 0"><img src="${src}" alt="${alt}" width="${String(width)}" height="${String(height)}" style="display:block;width:100%;max-width:${String(width)}px;height:auto;border:0"></p>`;
  }
  return html`<p>If the button does not work, <a href="${block.buttonFallback}">open this link</a> instead.</p>`;
}

function blockText(block: Block): string {
  if ('h1' in block) return block.h1;
  if ('h2' in block) return block.h2.toUpperCase();
  if ('h3' in block) return block.h3;
  if ('p' in block) return inlineText(block.p);
  if ('button' in block) return `${block.button}: ${block.href}`;
  if ('ul' in block) return block.ul.map((item) => `- ${inlineText(item)}`).join('\n');
  if ('ol' in block) return block.ol.map((item, i) => `${i + 1}. ${inlineText(item)}`).join('\n');
  if ('quote' in block) return `> ${inlineText(block.quote)}`;
  if ('lines' in block) return block.lines.join('\n');
  if ('img' in block) return `${block.img.alt} (${block.img.src})`;
  return '';
}

/** The blocks as an HTML fragment and as text (blocks apart by a blank line). */
export function renderBlocks(blocks: Block[]): { html: SafeHtml; text: string } {
  const text = blocks.map(blockText).filter(Boolean).join('\n\n');
  return { html: html`${blocks.map((block) => html`${blockHtml(block)}\n`)}`, text: `${text}\n` };
}
