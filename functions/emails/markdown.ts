import { Lexer, type Token, type Tokens } from 'marked';
import { mediaSizeOf } from '../contract/images';
import { EMAIL_CONTENT_WIDTH, type Block, type Inline } from './blocks';

/**
 * The author's Markdown as email blocks (blocks.ts), so a campaign's HTML and text part come from
 * the same blocks as every other email: escaped, inline-styled, and nothing a mail app strips or
 * runs. What email does not carry is flattened: raw HTML is dropped, code is plain text, a table
 * becomes one line per row, an image becomes a link to it (but her own pictures, shown as pictures).
 * Links keep http(s) and mailto only.
 */

const SAFE_HREF = /^(https?:|mailto:)/i;

/** Plain words of inline tokens (for strong, em and link labels, which hold no nesting in email). */
function plain(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === 'html') return '';
      if (token.type === 'br') return ' ';
      if ('tokens' in token && token.tokens?.length) return plain(token.tokens);
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

function inline(tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push({ strong: plain(token.tokens) });
        break;
      case 'em':
        out.push({ em: plain(token.tokens) });
        break;
      case 'link': {
        const { href, tokens: label } = token as Tokens.Link;
        const words = plain(label) || href;
        out.push(SAFE_HREF.test(href) ? { link: words, href } : words);
        break;
      }
      case 'image': {
        const { href, text } = token as Tokens.Image;
        if (SAFE_HREF.test(href)) out.push({ link: text || 'Image', href });
        break;
      }
      case 'html':
        break;
      case 'br':
        out.push(' ');
        break;
      default:
        if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens));
        else if ('text' in token) out.push(String(token.text));
    }
  }
  return out;
}

/**
 * A paragraph that is one of her pictures alone (`![alt](https://…/media/<hash>-<w>x<h>.jpg)`, as
 * Images copies it): the picture, its size from its address, scaled to the email's column. Other
 * images stay links: their size is unknown, and a picture from elsewhere may be a tracker.
 */
function pictureOf(tokens: Token[] | undefined) {
  const shown = (tokens ?? []).filter((token) => !(token.type === 'text' && !String(token.text).trim()));
  if (shown.length !== 1 || shown[0]!.type !== 'image') return undefined;
  const { href, text } = shown[0] as Tokens.Image;
  const size = /^https?:/i.test(href) ? mediaSizeOf(href) : undefined;
  if (!size) return undefined;
  const width = Math.min(size.width, EMAIL_CONTENT_WIDTH);
  return { src: href, alt: text, width, height: Math.round((size.height * width) / size.width) };
}

/** A list item's words: its paragraphs and nested lists run together. */
const itemWords = (item: Tokens.ListItem): Inline[] =>
  item.tokens.flatMap((token, i) => {
    const words =
      token.type === 'list'
        ? (token as Tokens.List).items.flatMap((nested) => ['; ', ...itemWords(nested)])
        : inline('tokens' in token ? token.tokens : []);
    return i > 0 && token.type !== 'list' ? [' ', ...words] : words;
  });

function blocksOf(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const words = plain(token.tokens);
        blocks.push(token.depth === 1 ? { h1: words } : token.depth === 2 ? { h2: words } : { h3: words });
        break;
      }
      case 'paragraph':
      case 'text': {
        const picture = pictureOf(token.tokens);
        if (picture) {
          blocks.push({ img: picture });
          break;
        }
        const words = inline(token.tokens ?? [{ type: 'text', raw: token.raw, text: token.text } as Tokens.Text]);
        if (words.length) blocks.push({ p: words });
        break;
      }
      case 'list': {
        const items = (token as Tokens.List).items.map(itemWords);
        blocks.push((token as Tokens.List).ordered ? { ol: items } : { ul: items });
        break;
      }
      case 'blockquote':
        for (const inner of blocksOf((token as Tokens.Blockquote).tokens))
          blocks.push('p' in inner ? { quote: inner.p } : inner);
        break;
      case 'code':
        blocks.push({ lines: String(token.text).split('\n') });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[]) => cells.map((cell) => plain(cell.tokens)).join(' | ');
        blocks.push({ lines: [row(table.header), ...table.rows.map(row)] });
        break;
      }
      // space, hr, raw html and definitions carry nothing an email shows.
    }
  }
  return blocks;
}

/** The Markdown's blocks (GitHub flavour, as the blog's). */
export function markdownBlocks(markdown: string): Block[] {
  return blocksOf(new Lexer({ gfm: true }).lex(markdown));
}
