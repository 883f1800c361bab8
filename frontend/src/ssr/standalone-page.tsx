/**
 * The pages behind links people open from email (confirm, unsubscribe, preferences, download,
 * library, review copy) and the page in words a form post gets: server renderings with no script,
 * for the reader function (functions/http/token-pages.ts turns them into replies). Each works
 * without JavaScript: its buttons post forms, so mail scanners that only open links change
 * nothing. Addresses are shown masked, since anyone holding the link can open the page.
 */
import { createContext, use, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Author } from '@content/schemas';
import { consentOf } from '@contract/mailing-list';

/** Her as published, as these pages name her: the site's name, and the address readers write to. */
export type PageAuthor = Pick<Author, 'name' | 'email'>;

/** Given once, when a page is written out (`pageHtml`), so no page passes her along. */
const PageAuthorContext = createContext<PageAuthor | undefined>(undefined);

function usePageAuthor(): PageAuthor {
  const author = use(PageAuthorContext);
  if (!author) throw new Error('A page behind an emailed link was rendered without her published name (pageHtml)');
  return author;
}

/** Her published name, in a page's words. */
export const AuthorName = () => usePageAuthor().name;

/** The consent words a sign-up on these pages shows (and the server records), naming her as published. */
export const ConsentWords = () => consentOf(usePageAuthor().name).text;

/**
 * A page as the function answers it: its status, the headers of its own (beside the token pages'
 * headers) and its document, written out with her published name and address (`pageHtml`).
 */
export interface RenderedPage {
  statusCode: number;
  headers: Record<string, string>;
  document: ReactElement;
}

export const renderDocument = (
  statusCode: number,
  document: ReactElement,
  headers: Record<string, string> = {},
): RenderedPage => ({ statusCode, headers, document });

/** A page's markup, naming her as `author` says: a whole document (React writes no doctype). */
export const pageHtml = (page: RenderedPage, author: PageAuthor) =>
  `<!doctype html>\n${renderToStaticMarkup(<PageAuthorContext value={author}>{page.document}</PageAuthorContext>)}`;

/**
 * The head every token page has: no indexing, and no referrer (the reply's header says so too;
 * the meta tag holds even where an edge rewrites the header).
 */
export function TokenPageHead({ title, style, children }: { title: string; style: string; children?: ReactNode }) {
  const author = usePageAuthor();
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width,initial-scale=1" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      {children}
      <title>{`${title} | ${author.name}`}</title>
      <style>{style}</style>
    </head>
  );
}

/**
 * The site's look (frontend/src/index.css: its ink, parchment and ember colours, its display
 * font; test/unit/html-page-style.test.ts holds the colours to the site's) for pages that load
 * none of its CSS. Targets are at least 24 px (WCAG 2.5.8): buttons, checkboxes, links on their own line.
 */
const STYLE = `:root{--ink-950:#0c0a0f;--ink-900:#15121a;--ink-800:#221d29;--ink-700:#332c3d;--parchment-100:#f3ede4;--parchment-200:#e4dccf;--parchment-300:#c9bfb1;--ember-300:#f7b27e;--ember-400:#ee8a4a;--ember-600:#b4501c;--ember-700:#8c3d17}
html{color-scheme:dark;background:var(--ink-950);color:var(--parchment-200);-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;min-height:100vh;display:flex;flex-direction:column}
body>header{border-bottom:1px solid var(--ink-800);padding:.75rem 1rem}body>header a{font-family:'Iowan Old Style','Palatino Linotype',Palatino,serif;font-size:1.25rem;letter-spacing:.025em;color:var(--parchment-100);text-decoration:none;display:inline-block;padding:.25rem 0}body>header a:hover{color:var(--ember-400)}
main{box-sizing:border-box;width:calc(100% - 2rem);max-width:36rem;margin:2rem auto;padding:1.5rem;background:var(--ink-900);border:1px solid var(--ink-800);border-radius:.75rem;overflow-wrap:anywhere}
h1,h2{font-family:'Iowan Old Style','Palatino Linotype',Palatino,serif;color:var(--parchment-100);font-weight:600}h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}h2{font-size:1.25rem;margin:2rem 0 .5rem}
p{line-height:1.6;color:var(--parchment-300)}strong{color:var(--parchment-100)}a{color:var(--ember-300);text-underline-offset:3px}a:hover{color:var(--ember-400)}
button,.button{display:inline-block;box-sizing:border-box;min-height:2.75rem;font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.5rem;border:1px solid var(--ember-600);background:var(--ember-600);color:#fff;cursor:pointer;text-decoration:none;text-align:center}
button:hover,.button:hover{background:var(--ember-700);color:#fff}.secondary{background:transparent;color:var(--parchment-100);border-color:var(--ink-700)}.secondary:hover{border-color:var(--ember-400);color:var(--ember-300);background:transparent}
:focus-visible{outline:3px solid var(--ember-300);outline-offset:2px}
fieldset{border:1px solid var(--ink-700);border-radius:.5rem;margin:0 0 1rem;padding:.25rem 1rem}legend{padding:0 .25rem;color:var(--parchment-100)}
input:not([type]),input[type=email]{font:inherit;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem .75rem;border-radius:.375rem;border:1px solid var(--ink-700);background:var(--ink-950);color:var(--parchment-100)}
label:has(>input[type=checkbox]){display:flex;gap:.75rem;align-items:flex-start;cursor:pointer}input[type=checkbox]{flex:none;width:1.5rem;height:1.5rem;margin:0;accent-color:var(--ember-600)}
.note{font-size:.875rem}.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}.actions form{margin:0}
.none-ticked{display:none;border-left:3px solid var(--ember-400);padding-left:.75rem}fieldset:not(:has(input[type=checkbox]:checked)) .none-ticked{display:block}
img.cover{float:right;margin:0 0 1rem 1rem;border-radius:.25rem}`;

/** A small page in the site's look: the site's name leading home, the page, and the way back to the site. */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <TokenPageHead title={title} style={STYLE} />
      <body>
        <header>
          <a href="/">
            <AuthorName />
          </a>
        </header>
        <main>
          {children}
          <p>
            <a href="/">Back to the site</a>
          </p>
        </main>
      </body>
    </html>
  );
}

/** A standalone page, rendered. */
export const standalonePage = (statusCode: number, title: string, body: ReactNode, headers?: Record<string, string>) =>
  renderDocument(statusCode, <StandalonePage title={title}>{body}</StandalonePage>, headers);

/**
 * A page that says one thing, as data: its title (the heading too, unless it has its own), a
 * paragraph of words, then what more it has (a form, a link on). Its status is 200 unless it says.
 */
export interface Notice {
  statusCode?: number;
  title: string;
  heading?: ReactNode;
  words: ReactNode;
  /** The words report what the page waits for (it reloads itself): a status message to assistive technology. */
  live?: boolean;
  more?: ReactNode;
  headers?: Record<string, string>;
}

/** A notice, rendered. */
export const noticePage = ({ statusCode = 200, title, heading = title, words, live, more, headers }: Notice) =>
  standalonePage(
    statusCode,
    title,
    <>
      <h1>{heading}</h1>
      <p role={live ? 'status' : undefined}>{words}</p>
      {more}
    </>,
    headers,
  );

/** A state's data, however its union spells it (one member may carry several states). */
type InState<T, S> = T extends { state: infer U } ? (S extends U ? T : never) : never;

/** A page for each state of a lookup: the notice that state's data says. */
export type NoticeTable<T extends { state: string }, Context> = {
  [S in T['state']]: (found: InState<T, S>, context: Context) => Notice;
};

/** The page of a lookup's state, from its table (the cast: TypeScript cannot pair a state with its entry's type). */
export const noticeOf = <T extends { state: string }, Context>(
  table: NoticeTable<T, Context>,
  found: T,
  context: Context,
): RenderedPage =>
  noticePage((table[found.state as T['state']] as (found: T, context: Context) => Notice)(found, context));

/** A heading and a sentence: a form post's answer, or its refusal, in words. */
export const wordsPage = (statusCode: number, heading: string, message: string) =>
  noticePage({ statusCode, title: heading, words: message });

/** The author's address, as a link. */
export function Contact() {
  const { email } = usePageAuthor();
  return <a href={`mailto:${email}`}>{email}</a>;
}
