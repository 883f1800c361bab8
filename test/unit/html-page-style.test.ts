/**
 * The pages behind emailed links (frontend/src/ssr/standalone-page.tsx) load none of the site's CSS, so they
 * carry its look themselves: every colour they name is the site's own (frontend/src/index.css),
 * under the same name, so a change of the site's palette that they miss fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../content/seed/seed';
import { pageHtml, wordsPage } from '../../frontend/src/ssr/standalone-page';

const siteColours = new Map(
  [
    ...readFileSync(new URL('../../frontend/src/index.css', import.meta.url), 'utf8').matchAll(
      /--color-([\w-]+):\s*(#[0-9a-f]{6})/gi,
    ),
  ].map(([, name, hex]) => [name!, hex!.toLowerCase()]),
);

describe('the emailed links’ pages', () => {
  const page = pageHtml(wordsPage(200, 'A page', 'Its words.'), seedContent.author);
  const style = page.match(/<style>([\s\S]*?)<\/style>/)![1]!;

  it('use the site’s colours by the site’s names, and no colour of their own but white', () => {
    const named = [...style.matchAll(/--([\w-]+):(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [
      name!,
      hex!.toLowerCase(),
    ]);
    expect(named.length).toBeGreaterThan(5);
    for (const [name, hex] of named) expect(siteColours.get(name!), name).toBe(hex);
    const literal = [...style.replace(/--[\w-]+:#[0-9a-f]{6}/gi, '').matchAll(/#[0-9a-f]{3,6}\b/gi)].map(
      ([hex]) => hex,
    );
    expect(literal.every((hex) => hex.toLowerCase() === '#fff')).toBe(true);
  });

  it('lead home from the site’s name, as the site’s header does', () => {
    expect(page).toMatch(/<header><a href="\/">[^<]+<\/a><\/header>/);
  });
});
