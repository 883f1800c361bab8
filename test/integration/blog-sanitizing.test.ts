import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../functions/contract/blog';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../../functions/core/blog/render-markdown';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { createPost } from './blog-support';

/**
 * Posts are Markdown with raw HTML allowed; whatever an author (or a stolen session) writes, the
 * rendered HTML must not run script. Payloads from the OWASP XSS filter evasion cheat sheet and
 * Markdown-specific ones, checked on every path the HTML leaves by: the API, the preview and the page.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="  javascript:alert(1)">spaces</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(1)">handlers</p>',
  '<a href="https://example.com" onclick="alert(1)">ok link</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click]( javascript:alert(1) )',
  '<javascript:alert(1)>',
  '![img](javascript:alert(1))',
  '![img](x" onerror="alert(1))',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="//evil.example/steal">protocol-relative</a>',
];

/**
 * What can run script or load a document in a page: elements (scripts, styles, frames, plugins,
 * SVG, MathML, forms, document-level elements, raw-text and template containers) and attributes
 * (event handlers, inline style, and those that take a document or a URL other than href/src).
 * The renderer's lists must name none of them; everything else a post holds is on those lists.
 */
const SCRIPT_CAPABLE_TAGS = [
  ...['script', 'style', 'link', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal'],
  ...['svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'html', 'head', 'body'],
  ...['noscript', 'template', 'xmp', 'plaintext', 'noembed', 'noframes'],
];
const SCRIPT_CAPABLE_ATTRIBUTES = [
  ...['style', 'srcdoc', 'srcset', 'action', 'formaction', 'data'],
  ...['background', 'poster', 'xlink:href', 'http-equiv'],
];

/**
 * Parses the HTML as a browser would (entities decoded) and checks every element: no tag or
 * attribute outside the renderer's lists (which hold no script, style, frame, SVG, MathML, form or
 * event handler: checked below), and every URL is http(s), mailto or a site path.
 */
function expectInert(html: string) {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.includes(name)) problems.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!ALLOWED_ATTRIBUTES[name]?.includes(attribute)) problems.push(`${name}[${attribute}]`);
          if ((attribute === 'href' || attribute === 'src') && !/^(https?:\/\/|mailto:|\/(?!\/)|[\w.-]+$)/i.test(value))
            problems.push(`${name}[${attribute}=${value}]`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  expect(problems, html).toEqual([]);
}

describe('sanitizing a post', () => {
  it("allows no tag or attribute that can run script (the renderer's lists)", () => {
    expect(ALLOWED_TAGS.filter((tag) => SCRIPT_CAPABLE_TAGS.includes(tag))).toEqual([]);
    const attributes = Object.values(ALLOWED_ATTRIBUTES).flat();
    expect(attributes.filter((name) => /^on/i.test(name) || SCRIPT_CAPABLE_ATTRIBUTES.includes(name))).toEqual([]);
    // Of the URL attributes, only href and src, whose schemes expectInert checks.
    expect(attributes.filter((name) => /href|src/i.test(name))).toEqual(['href', 'src']);
  });

  it('keeps normal formatting, safe links and lazy images', async () => {
    const { html } = (
      await invoke('previewBlogPost', {
        body: {
          content:
            '# Title\n\n**b** _i_ `c`\n\n> quote\n\n- one\n\n[ext](https://example.com) [own](/books) [mail](mailto:hello@example.com)\n\n![cover](https://example.com/a.jpg)',
        },
      })
    ).json<{ html: string }>();
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>b</strong> <em>i</em> <code>c</code>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ext</a>');
    expect(html).toContain('<a href="/books">own</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">mail</a>');
    expect(html).toContain('<img src="https://example.com/a.jpg" alt="cover" loading="lazy" decoding="async" />');
  });

  it('gives one of her pictures its width and height, from its name, so the page keeps its place', async () => {
    const picture = '/media/0123456789abcdef01234567-1600x1200.jpg';
    const { html } = (
      await invoke('previewBlogPost', {
        body: { content: `![The lake](${picture})\n\n![It again](https://site.test${picture})` },
      })
    ).json<{ html: string }>();
    expect(html).toContain(
      `<img src="${picture}" alt="The lake" width="1600" height="1200" loading="lazy" decoding="async" />`,
    );
    expect(html).toContain(`<img src="https://site.test${picture}" alt="It again" width="1600" height="1200"`);
  });

  it.each(PAYLOADS)('renders %s inert in the preview', async (payload) => {
    const reply = await invoke('previewBlogPost', { body: { content: payload } });
    expect(reply.status).toBe(200);
    expectInert(reply.json<{ html: string }>().html);
  });

  it('renders every payload inert in the stored post, the public API and the post page', async () => {
    const content = PAYLOADS.join('\n\n');
    const post = await createPost({ content, excerpt: null, title: '<script>alert(1)</script> Title' });
    expectInert(post.contentHtml);
    const fetched = (await invoke('getBlogPost', { params: { slug: post.slug } })).json<BlogPost>();
    expect(fetched.content).toBe(content); // the author's text is kept as written
    expectInert(fetched.contentHtml);
    expect(fetched.contentHtml).toBe(post.contentHtml);

    const page = await rawRequest('GET', `/blog/${post.slug}`);
    expect(page.status).toBe(200);
    // Sanitized HTML holds no div, so the first closing div ends the post's content.
    const rendered = /<div\b[^>]*\bdata-post-content="true"[^>]*>([\s\S]*?)<\/div>/.exec(page.text)![1]!;
    expectInert(rendered);
    expect(rendered).toBe(post.contentHtml);
    expect(page.text).toMatch(/<h1\b[^>]*>&lt;script&gt;alert\(1\)&lt;\/script&gt; Title<\/h1>/);
    expect(page.text).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Title |');
    // The JSON-LD block cannot be closed early by the post's text.
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    expect(jsonLd).not.toMatch(/<\/?script/i);
    expect(JSON.parse(jsonLd).headline).toBe('<script>alert(1)</script> Title');
  });
});
