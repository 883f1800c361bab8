import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a reader, a crawler and a link preview take from a prerendered page: its head tags (title,
 * meta, canonical and the other named links; not the hashed asset links), its JSON-LD and its
 * visible text. Two builds whose pages give the same fingerprints look and read the same, whatever
 * moved in the code that made them.
 */
export interface PageFingerprint {
  head: string[];
  jsonLd: unknown[];
  text: string;
}

const ASSET_LINKS = new Set(['stylesheet', 'modulepreload', 'preload']);
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export function pageFingerprint(html: string): PageFingerprint {
  const headHtml = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const head = [...headHtml.matchAll(/<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/gi)]
    .map(([tag]) => collapse(tag.replace(/\s*\/?>$/, '>')))
    .filter((tag) => !ASSET_LINKS.has(/\brel="([^"]+)"/.exec(tag)?.[1] ?? ''));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(
    ([, json]) => JSON.parse(json!) as unknown,
  );
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const text = collapse(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  );
  return { head, jsonLd, text };
}

/** Every prerendered page under `dist` (its `index.html` files and the 404 page), by site path. */
export function prerenderedPages(dist: string): Record<string, PageFingerprint> {
  const pages: Record<string, PageFingerprint> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets') walk(file);
      } else if (name.endsWith('.html')) {
        const relative = path.relative(dist, file).replace(/\\/g, '/');
        const sitePath = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        pages[sitePath] = pageFingerprint(readFileSync(file, 'utf8'));
      }
    }
  };
  walk(dist);
  return pages;
}
