import { createHash } from 'node:crypto';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/**
 * What a reader gets from an HTML page, written out the same way whoever wrote its bytes: each
 * element with its attributes (sorted, entities decoded), its text (entities decoded, white space
 * collapsed), its inline style by its digest (so a fixture of many pages holds it once per look). Two pages with the same view show the same words, links,
 * forms and fields; only byte-level choices (quoting, attribute order, `&#39;` or `&#x27;`, line
 * breaks between blocks, `<br>` or `<br/>`) and preload hints may differ.
 */

/** Elements a line break beside cannot show: white space next to them is dropped. */
const BLOCKS = new Set(
  'html head meta title style body header main footer article section div form fieldset legend p h1 h2 h3 ul li br'.split(
    ' ',
  ),
);

const isBlock = (node: ChildNode | null | undefined) => !node || (node.type === 'tag' && BLOCKS.has(node.name));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function viewOf(node: ChildNode, depth: number): string {
  if (node.type === 'text') {
    // White space between two blocks, or at a block's edge, is not shown.
    if (!node.data.trim() && (isBlock(node.prev) || isBlock(node.next))) return '';
    return escape(node.data.replace(/\s+/g, ' '));
  }
  if (node.type === 'style' || node.type === 'script') {
    const element = node as Element;
    const source = element.children.map((child) => ('data' in child ? child.data : '')).join('');
    const digest = createHash('sha256').update(source).digest('hex').slice(0, 16);
    return `\n${'  '.repeat(depth)}<${element.name}>sha256:${digest}</${element.name}>`;
  }
  if (node.type !== 'tag') return '';
  // A preload is a hint to fetch sooner what the page shows anyway (React adds one for an image).
  if (node.name === 'link' && node.attribs.rel === 'preload') return '';
  const attributes = Object.entries(node.attribs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escape(value).replace(/"/g, '&quot;')}"`))
    .join('');
  const indent = BLOCKS.has(node.name) ? `\n${'  '.repeat(depth)}` : '';
  const children = node.children.map((child) => viewOf(child, depth + 1)).join('');
  return `${indent}<${node.name}${attributes}>${children}</${node.name}>`;
}

/** The page's doctype, then its elements as a reader's browser builds them. */
export function readerView(html: string): string {
  const document = parseDocument(html, { decodeEntities: true });
  return document.children
    .map((node) => (node.type === 'directive' ? `${node.data.toLowerCase()}` : viewOf(node, 0)))
    .join('')
    .trim();
}

/** A form as a reader meets it: where it posts, its fields and its buttons' words. */
export interface SeenForm {
  method: string;
  action: string;
  fields: { name: string; type: string; value?: string; checked: boolean; disabled: boolean }[];
  buttons: { text: string; disabled: boolean }[];
}

/** A page's parts a test asserts on: its title, meta tags, headings, paragraphs, links, forms and text, entities decoded. */
export interface SeenPage {
  title: string;
  meta: Record<string, string>;
  headings: string[];
  paragraphs: string[];
  links: { text: string; href: string; className?: string }[];
  forms: SeenForm[];
  text: string;
}

const textOf = (node: ChildNode): string =>
  node.type === 'text'
    ? node.data
    : node.type === 'tag' && node.name !== 'style' && node.name !== 'script'
      ? node.children.map(textOf).join('')
      : '';
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function elements(nodes: ChildNode[], name: string): Element[] {
  return nodes.flatMap((node) =>
    node.type === 'tag' || node.type === 'script' || node.type === 'style'
      ? [...(node.name === name ? [node as Element] : []), ...elements((node as Element).children, name)]
      : [],
  );
}

export function seenPage(html: string): SeenPage {
  const { children } = parseDocument(html, { decodeEntities: true });
  const texts = (name: string) => elements(children, name).map((element) => collapse(textOf(element)));
  return {
    title: texts('title')[0] ?? '',
    meta: Object.fromEntries(
      elements(children, 'meta')
        .filter((meta) => meta.attribs.name)
        .map((meta) => [meta.attribs.name!, meta.attribs.content ?? '']),
    ),
    headings: [...texts('h1'), ...texts('h2'), ...texts('h3')],
    paragraphs: texts('p'),
    links: elements(children, 'a').map((a) => ({
      text: collapse(textOf(a)),
      href: a.attribs.href ?? '',
      ...(a.attribs.class ? { className: a.attribs.class } : {}),
    })),
    forms: elements(children, 'form').map((form) => ({
      method: form.attribs.method ?? 'get',
      action: form.attribs.action ?? '',
      fields: elements(form.children, 'input').map((input) => ({
        name: input.attribs.name ?? '',
        type: input.attribs.type ?? 'text',
        ...(input.attribs.value !== undefined ? { value: input.attribs.value } : {}),
        checked: 'checked' in input.attribs,
        disabled: 'disabled' in input.attribs,
      })),
      buttons: elements(form.children, 'button').map((button) => ({
        text: collapse(textOf(button)),
        disabled: 'disabled' in button.attribs,
      })),
    })),
    text: collapse(elements(children, 'body').map(textOf).join(' ')),
  };
}
