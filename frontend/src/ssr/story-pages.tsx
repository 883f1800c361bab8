/**
 * A free story's reading page in the reader's library (functions/http/sales/public.ts): plain HTML
 * and CSS (no script, no web font, no picture, so nothing shifts as it loads), a measure of at most
 * 65 characters, and the reader's own light or dark setting.
 */
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '@contract/define-route';
import { routes } from '@contract/routes';
import { SAMPLE_NOTE, type LibraryStory } from '../../../functions/core/stories/library-stories';
import { AuthorName, renderDocument, TokenPageHead, type RenderedPage } from './standalone-page';

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

function ReadingPage({ token, story, text }: LibraryStory & { token: string }) {
  return (
    <html lang="en">
      <TokenPageHead title={story.title} style={READING_STYLE}>
        <meta name="color-scheme" content="light dark" />
      </TokenPageHead>
      <body>
        <main>
          <article>
            <h1>{story.title}</h1>
            <p className="byline">
              {story.genre} · by <AuthorName />
            </p>
            {text.sample ? <p className="note">{SAMPLE_NOTE}</p> : null}
            {text.paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </article>
          <footer>
            <p>
              <a className="button" href={pathOf(routes.storyEpub, { token, storyId: story.id })} download>
                Download as EPUB
              </a>
            </p>
            <p>{EPUB_READING_HELP}</p>
            <p>
              <a className="back" href={pathOf(routes.libraryPage, { token })}>
                Back to your library
              </a>
            </p>
          </footer>
        </main>
      </body>
    </html>
  );
}

/** GET …/stories/{storyId}: the whole story, then its download and the way back to the library; noindex in the header too. */
export const storyPage = (token: string, story: LibraryStory): RenderedPage =>
  renderDocument(200, <ReadingPage token={token} {...story} />, { 'x-robots-tag': 'noindex' });
