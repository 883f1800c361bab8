import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { mediaSizeOf } from '../../contract/images';

/**
 * The one rendering of a post's Markdown, used by the public API, the post page for crawlers and
 * the editor's preview: Markdown (GitHub flavour) to HTML with `marked`, then every tag, attribute
 * and URL not on the lists below dropped by `sanitize-html`. Raw HTML in a post is allowed only
 * as far as it passes the same lists, so nothing in a post can run script.
 */
const markdown = new Marked({ gfm: true, async: false });

/** The tags a rendered post may hold: formatting, links and images. */
export const ALLOWED_TAGS = [
  // The page's own heading is the post title (h1); a `# heading` in the post becomes an h2.
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'abbr',
  'kbd',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Absolute http(s) links to another site than `siteOrigin` open in a new tab and pass on no referrer or ranking. */
function isExternal(href: string | undefined, siteOrigin: string | undefined): boolean {
  if (!href || !/^https?:\/\//i.test(href.trim())) return false;
  try {
    return new URL(href.trim()).origin !== siteOrigin;
  } catch {
    return false;
  }
}

/** The attributes each tag may hold; a tag not named here holds none. */
export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  code: ['class'],
  abbr: ['title'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

/** The lists below, for a site at `siteOrigin` (its own links stay in the tab). */
const policyFor = (siteOrigin: string | undefined): sanitizeHtml.IOptions => ({
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // Links: web and mail only; images: web only. No javascript:, data:, vbscript:, file:, //host.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Disallowed tags go, their text stays; script, style, textarea and the like go with their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs;
      const external = isExternal(rest.href, siteOrigin);
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer nofollow', target: '_blank' } : rest };
    },
    // One of her pictures says its size in its name: the page keeps its place before it loads.
    img: (tagName, attribs) => {
      const size = attribs.src ? mediaSizeOf(attribs.src) : undefined;
      const sized: sanitizeHtml.Attributes = size ? { width: String(size.width), height: String(size.height) } : {};
      return { tagName, attribs: { ...attribs, ...sized, loading: 'lazy', decoding: 'async' } };
    },
  },
});

/** A post's Markdown as HTML that is safe to put in any page of the site at `siteUrl` (deps.siteUrl). */
export function renderMarkdown(content: string, siteUrl: string): string {
  const siteOrigin = URL.canParse(siteUrl) ? new URL(siteUrl).origin : undefined;
  return sanitizeHtml(markdown.parse(content) as string, policyFor(siteOrigin));
}

/** A post's Markdown as plain text with collapsed whitespace (meta descriptions, cards, feeds). */
export function markdownToPlainText(content: string): string {
  const text = sanitizeHtml(markdown.parse(content) as string, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html escapes only these three in text.
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
