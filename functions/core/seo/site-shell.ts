import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';

/**
 * The prerendered blog list, which the `/blog` function fills with the posts of the moment, and
 * whose chrome the `/blog/{slug}` function sets each post in (so both are reader pages).
 */
export const BLOG_LIST_SHELL_KEY = 'blog/index.html';
/**
 * The prerendered 404 screen: the site's chrome around no page of the navigation, so its header
 * offers every entry. A function page outside the navigation (the newsletter archive) sets its
 * content there.
 */
export const NOT_FOUND_SHELL_KEY = '404.html';
/** Every object of the site bucket a function reads (the `site:read` grant allows these alone). */
export const SITE_SHELL_KEYS = [BLOG_LIST_SHELL_KEY, NOT_FOUND_SHELL_KEY] as const;
const ROOT_ID = 'root';

/** Used when no built shell can be read (the frontend not built yet): the page still reads fine. */
const FALLBACK_SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body><div id="${ROOT_ID}"></div></body>
</html>`;

const bucketShells = new Map<string, Promise<string>>();

/**
 * A page of the site as published (`key`, such as `blog/index.html`): the site bucket's object,
 * which a publish writes on the site's own address, read once per cold start. The local stack reads
 * its emulated bucket the same way, so its pages name its own origin as the cloud's name theirs.
 */
export async function loadSiteShell(
  deps: Pick<Deps, 's3' | 'siteBucket'>,
  key: (typeof SITE_SHELL_KEYS)[number],
): Promise<string> {
  if (!deps.siteBucket) return FALLBACK_SHELL;
  if (!bucketShells.has(key)) {
    bucketShells.set(
      key,
      deps.s3
        .send(new GetObjectCommand({ Bucket: deps.siteBucket, Key: key }))
        .then((object) => object.Body!.transformToString('utf8')),
    );
  }
  return bucketShells.get(key)!.catch((error: unknown) => {
    bucketShells.delete(key); // try again on the next request
    log.error('Could not read the site shell from the bucket; serving a bare page', {
      bucket: deps.siteBucket,
      key,
      error: String(error),
    });
    return FALLBACK_SHELL;
  });
}

/** Head tags the shell may carry for its own page, which a filled page replaces with its own. */
const PAGE_HEAD_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*\b(?:name|property)=["']?(?:description|keywords|robots|og:[\w:]+|twitter:[\w:]+|article:[\w:]+)["'\s][^>]*>\s*/gi,
  /<link\s[^>]*\brel=["']?canonical["'\s][^>]*>\s*/gi,
  /<script\s[^>]*\btype=["']?application\/ld\+json["'\s][^>]*>[\s\S]*?<\/script>\s*/gi,
];

/** Where the root element's content starts and ends, counting nested divs (a prerendered shell has some). */
function rootContent(html: string): { start: number; end: number } | null {
  const open = new RegExp(`<div\\b[^>]*\\bid\\s*=\\s*(["']?)${ROOT_ID}\\1(?=[\\s/>])[^>]*>`, 'i').exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return { start, end: tag.index };
  }
  return null;
}

/** The shell with its page-specific head tags replaced by `head`. */
function withHead(shell: string, head: string): string | null {
  const headEnd = shell.search(/<\/head>/i);
  if (headEnd < 0) return null;
  const cleanHead = PAGE_HEAD_TAGS.reduce((text, pattern) => text.replace(pattern, ''), shell.slice(0, headEnd));
  return `${cleanHead}${head}\n${shell.slice(headEnd)}`;
}

/** The shell with its page-specific head tags replaced by `head` and its root element holding `body`. */
export function fillShell(shell: string, head: string, body: string): string {
  const page = withHead(shell, head);
  if (page === null) return fillShell(FALLBACK_SHELL, head, body);
  const root = rootContent(page);
  if (!root) return fillShell(FALLBACK_SHELL, head, body);
  return page.slice(0, root.start) + body + page.slice(root.end);
}

/**
 * A prerendered page (`shell`) with its page-specific head tags replaced by `head` and its main
 * element holding `content`: another page in the same chrome. A shell without a main element
 * (not built yet) gets `content` as its whole root.
 */
export function fillMain(shell: string, head: string, content: string): string {
  const page = withHead(shell, head);
  const open = page === null ? null : /<main\b[^>]*>/i.exec(page);
  const close = page === null ? -1 : page.lastIndexOf('</main>');
  if (page === null || !open || close < open.index) return fillShell(shell, head, `<main>${content}</main>`);
  return page.slice(0, open.index + open[0].length) + content + page.slice(close);
}
