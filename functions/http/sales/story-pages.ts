import { AUTHOR_NAME } from '@content/author';
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '../../contract/define-route';
import { routes } from '../../contract/routes';
import { libraryStories, SAMPLE_NOTE, type LibraryStory } from '../../core/stories/library-stories';
import { html, NO_REFERRER, SafeHtml } from '../../lib/html-page';
import { Reply } from '../route-handler';

/**
 * The free stories in the reader's library: the library page's list of them, and each story's
 * reading page. The reading page is plain HTML and CSS (no script, no web font, no picture, so
 * nothing shifts as it loads), a measure of at most 65 characters, and the reader's own light or
 * dark setting.
 */

/** The library page's "Free stories": each story's title, linking to its reading page. */
export function freeStoriesSection(token: string): SafeHtml {
  const items = libraryStories().map(
    ({ story }) =>
      html`<li><a href="${pathOf(routes.storyPage, { token, storyId: story.id })}">${story.title}</a> <small>(${story.genre})</small></li>`,
  );
  return html`<h2>Free stories</h2><p>The stories you signed up for, to read here or download for your e-reader.</p><ul>${items}</ul>`;
}

const READING_STYLE = `:root{color-scheme:light dark;--bg:#fbf8f3;--fg:#1f1a16;--muted:#5a5148;--link:#7a4600;--rule:#e4dccf;--accent:#c9a227}
@media (prefers-color-scheme:dark){:root{--bg:#121016;--fg:#ece7f2;--muted:#c3b9cf;--link:#f1d77a;--rule:#2f2838}}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font-family:Charter,'Bitstream Charter','Iowan Old Style','Palatino Linotype',Georgia,serif;font-size:1.125rem;line-height:1.6}
@media (min-width:48em){body{font-size:1.2rem}}
main{box-sizing:border-box;max-width:65ch;margin:0 auto;padding:2rem 1.25rem 3rem;overflow-wrap:break-word}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 .25rem}
p{margin:0 0 1em}.byline{color:var(--muted);margin-bottom:1.5rem}
.note{color:var(--muted);border-left:3px solid var(--accent);padding-left:.75rem;font-style:italic}
footer{margin-top:2.5rem;padding-top:1.5rem;border-top:1px solid var(--rule);font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:1rem}
a{color:var(--link)}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:var(--accent);color:#17130a;font-weight:600;text-decoration:none}
.back{display:inline-block;padding:.5rem 0}
a:focus-visible{outline:3px solid var(--link);outline-offset:3px}`;

/** The reading page's own shell: the headers of the token pages (no referrer, no store) and noindex twice. */
function readingPage(title: string, body: SafeHtml): Reply {
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark"><title>${title} | ${AUTHOR_NAME}</title><style>${new SafeHtml(READING_STYLE)}</style></head>
<body><main>${body}</main></body></html>`;
  return new Reply(200, page.html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    ...NO_REFERRER,
  });
}

/** GET …/stories/{storyId}: the whole story, then its download and the way back to the library. */
export function storyPage(token: string, { story, text }: LibraryStory): Reply {
  const note = text.sample ? html`<p class="note">${SAMPLE_NOTE}</p>` : '';
  const paragraphs = text.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`);
  return readingPage(
    story.title,
    html`<article><h1>${story.title}</h1><p class="byline">${story.genre} · by ${AUTHOR_NAME}</p>${note}${paragraphs}</article>
<footer><p><a class="button" href="${pathOf(routes.storyEpub, { token, storyId: story.id })}" download>Download as EPUB</a></p><p>${EPUB_READING_HELP}</p>
<p><a class="back" href="${pathOf(routes.libraryPage, { token })}">Back to your library</a></p></footer>`,
  );
}

/** GET …/stories/{storyId}/epub: the file, named for the story, never stored by a cache. */
export const storyEpubReply = (file: Uint8Array, name: string) =>
  new Reply(200, file, {
    'content-type': 'application/epub+zip',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    ...NO_REFERRER,
  });
