import { AUTHOR_NAME } from '../../content/author';
import { html, SafeHtml } from '../emails/html';
import { Reply } from './reply';

export { escapeHtml, html, SafeHtml } from '../emails/html';

const STYLE = `html{color-scheme:dark}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#0f0d13;color:#ece7f2;display:grid;min-height:100vh;place-items:center}
main{max-width:34rem;margin:2rem 1.25rem;padding:2rem;background:#1b1722;border:1px solid #2f2838;border-radius:1rem;overflow-wrap:anywhere}
h1{font-family:Georgia,serif;font-size:1.75rem;margin:0 0 1rem}p{line-height:1.6;color:#cfc6da}
button,.button{display:inline-block;font:inherit;font-weight:600;padding:.75rem 1.5rem;border-radius:.5rem;border:0;background:#c9a227;color:#17130a;cursor:pointer;text-decoration:none}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #f1d77a;outline-offset:2px}a{color:#f1d77a}
h2{font-family:Georgia,serif;font-size:1.25rem;margin:2rem 0 .5rem}fieldset{border:1px solid #2f2838;border-radius:.5rem;margin:0 0 1rem;padding:.25rem 1rem}legend{padding:0 .25rem}
input:not([type]),input[type=email]{font:inherit;width:100%;box-sizing:border-box;padding:.5rem .75rem;border-radius:.375rem;border:1px solid #2f2838;background:#0f0d13;color:#ece7f2}
input:focus-visible{outline:3px solid #f1d77a;outline-offset:2px}
label:has(>input[type=checkbox]){display:flex;gap:.75rem;align-items:flex-start;cursor:pointer}input[type=checkbox]{flex:none;width:1.5rem;height:1.5rem;margin:0;accent-color:#c9a227}img.cover{float:right;margin:0 0 1rem 1rem;border-radius:.25rem}`;

/** Replies whose address holds a token (these pages, the download redirect) send no referrer anywhere. */
export const NO_REFERRER = { 'referrer-policy': 'no-referrer' } as const;

/**
 * A small standalone page for links people open from email (confirm, unsubscribe, download):
 * it works without JavaScript, and its button posts a form, so mail scanners that only open
 * links change nothing. No referrer: the header, and the meta tag, which holds even where an
 * edge rewrites the header.
 */
export function htmlPage(statusCode: number, title: string, body: SafeHtml, siteName = AUTHOR_NAME): Reply {
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${title} | ${siteName}</title><style>${new SafeHtml(STYLE)}</style></head>
<body><main>${body}<p><a href="/">Back to the site</a></p></main></body></html>`;
  return new Reply(statusCode, page.html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...NO_REFERRER,
  });
}
