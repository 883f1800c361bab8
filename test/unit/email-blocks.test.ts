/**
 * Every email's HTML and text come from one list of blocks (functions/emails/blocks.ts), so the
 * text part says what the HTML says: each line of text, its addresses aside, is in the HTML.
 */
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../content/seed/seed';
import { LONGEST_SHOWN_ADDRESS, renderBlocks } from '../../functions/emails/blocks';
import { approveEmailChangeEmail, changeEmailEmail } from '../../functions/emails/change-email';
import { libraryEmail } from '../../functions/emails/library';
import { receiptEmail } from '../../functions/emails/receipt';
import { refundEmail } from '../../functions/emails/refund';
import { newsletterEmailContent } from '../../functions/emails/newsletter';
import { confirmationEmail } from '../../functions/emails/confirmation';
import { downloadEmailContent } from '../../functions/emails/download';
import { markdownBlocks } from '../../functions/emails/markdown';
import { dreamTeamWelcome, mailingListWelcome } from '../../functions/emails/welcome';
import { seedPages } from '../support/seed-pages';

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );
/** The words a reader sees in the HTML: tags dropped, entities decoded, whitespace collapsed. */
const wordsOf = (html: string) =>
  decode(
    html
      .replace(/<br>|<\/(p|h\d|li|ul|ol)>/g, ' ')
      // A picture's words are its alt text, what a reader who does not see it hears.
      .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .toLowerCase();
/** A text line as the HTML shows it: no list marker, no address, no colon left before one. */
const shown = (line: string) =>
  line
    .replace(/^(- |\d+\. |> )/, '')
    .replace(/\s*\(?https?:\/\/\S+?\)?(?=\s|$)/g, '')
    .replace(/:$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Her as the seed publishes her: whom the emails are signed by. */
const sender = seedContent.author;

const emails = {
  download: downloadEmailContent(sender, {
    title: 'True Veil Blues',
    libraryUrl: 'https://site.test/api/sales/library/abc',
    expiresAt: 'July 4, 2026 at 9:00 AM UTC',
  }),
  confirmation: confirmationEmail(sender, { confirmUrl: 'https://site.test/c/abc', dreamTeam: false }),
  listWelcome: mailingListWelcome(
    { sender, siteUrl: 'https://site.test', words: seedContent.emails.listWelcome },
    { name: 'Ada' },
    { url: 'https://site.test/api/sales/library/x', expiresAt: 'soon' },
    seedContent.stories,
  ),
  dreamTeamWelcome: dreamTeamWelcome(
    { sender, siteUrl: 'https://site.test', words: seedContent.emails.dreamTeamWelcome },
    seedPages('https://site.test').dreamTeam,
    { name: 'Ada', newsletter: true },
  ),
  refund: refundEmail(sender, { title: 'True Veil', amount: '$4.99', paidOn: 'December 5, 2026 at 9:18 PM EST' }),
  campaign: newsletterEmailContent({
    subject: 'News',
    previewText: 'A peek',
    content:
      '# Big news\n\nThe *third* book is **done**. [Read more](https://x.test/more).\n\n![The cover, in fog](https://x.test/media/0123456789abcdef01234567-1600x2400.jpg)\n\n## What comes\n\n1. a map\n2. a chapter\n\n> Said the fog.\n\nThanks, Ann',
  }),
};

describe('emails from blocks', () => {
  it.each(Object.entries(emails))('%s: every line of the text part is in the HTML', (_name, email) => {
    const html = wordsOf(typeof email.html === 'string' ? email.html : email.html.html);
    const lines = email.text
      .split('\n')
      .map(shown)
      .filter((line) => line && line !== '--');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(html, line).toContain(line);
  });

  it('escapes in the HTML, keeps the words as they are in the text, and spells links out in text', () => {
    const { html, text } = renderBlocks([
      { h2: 'Fish & <Chips>' },
      { p: ['Read ', { link: 'the story', href: 'https://x.test/?a=1&b=2' }, ' and ', { strong: '"this"' }] },
      { button: 'Go', href: 'https://x.test/go' },
      { buttonFallback: 'https://x.test/go' },
      { ol: ['one', 'two'] },
      { lines: ['Happy reading,', 'Ann'] },
    ]);
    expect(html.html).toContain('<h2 style="font-size:20px">Fish &amp; &lt;Chips&gt;</h2>');
    expect(html.html).toContain('<a href="https://x.test/?a=1&amp;b=2">the story</a>');
    expect(html.html).toContain('<strong>&quot;this&quot;</strong>');
    expect(html.html).toContain('Happy reading,<br>Ann');
    expect(text).toBe(
      'FISH & <CHIPS>\n\nRead the story (https://x.test/?a=1&b=2) and "this"\n\nGo: https://x.test/go\n\n1. one\n2. two\n\nHappy reading,\nAnn\n',
    );
  });

  it("turns a campaign's Markdown into email blocks: no raw HTML, no script links, tables and code as lines", () => {
    const blocks = markdownBlocks(
      '# Title\n\nA [site](https://x.test) and [a trap](javascript:alert(1)) and ![cover](https://x.test/c.png).\n\n<script>alert(1)</script>\n\n<b>bold?</b>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nlet x = 1;\n```\n\n- one\n  - nested\n- two',
    );
    expect(blocks).toEqual([
      { h1: 'Title' },
      {
        p: [
          'A ',
          { link: 'site', href: 'https://x.test' },
          ' and ',
          'a trap',
          ' and ',
          { link: 'cover', href: 'https://x.test/c.png' },
          '.',
        ],
      },
      { p: ['bold?'] },
      { lines: ['a | b', '1 | 2'] },
      { lines: ['let x = 1;'] },
      { ul: [['one', '; ', 'nested'], ['two']] },
    ]);
    const { html } = renderBlocks(blocks);
    expect(html.html).not.toMatch(/script|javascript|<b>/);
  });
});

describe('her pictures in a newsletter', () => {
  const picture = 'https://site.test/media/0123456789abcdef01234567-1600x1200.jpg';

  it('shows one of her pictures as a picture: its whole address, its size in the column, its alt text', () => {
    const blocks = markdownBlocks(`Before.\n\n![The lake at dusk](${picture})\n\nAfter.`);
    expect(blocks[1]).toEqual({ img: { src: picture, alt: 'The lake at dusk', width: 536, height: 402 } });
    const { html, text } = renderBlocks(blocks);
    expect(html.html).toContain(
      `<img src="${picture}" alt="The lake at dusk" width="536" height="402" style="display:block;width:100%;max-width:536px;height:auto;border:0">`,
    );
    expect(text).toContain(`The lake at dusk (${picture})`);
    // Narrower than the column, it keeps its own size.
    const small = 'https://site.test/media/0123456789abcdef01234567-480x360.webp';
    expect(markdownBlocks(`![Small](${small})`)).toEqual([
      { img: { src: small, alt: 'Small', width: 480, height: 360 } },
    ]);
  });

  it('leaves other images links: a picture from elsewhere, one inside a sentence, one by a path alone', () => {
    expect(markdownBlocks('![x](https://x.test/c.png)')).toEqual([
      { p: [{ link: 'x', href: 'https://x.test/c.png' }] },
    ]);
    expect(markdownBlocks(`See ![the lake](${picture}).`)).toEqual([
      { p: ['See ', { link: 'the lake', href: picture }, '.'] },
    ]);
    expect(markdownBlocks('![x](/media/0123456789abcdef01234567-1600x1200.jpg)')).toEqual([]);
    const { html } = renderBlocks(
      markdownBlocks('![a "quote" <b>](https://site.test/media/0123456789abcdef01234567-16x9.png)'),
    );
    expect(html.html).toContain('alt="a &quot;quote&quot; &lt;b&gt;"');
  });
});

describe('emails fit a phone', () => {
  /** An address as long as the site's token links: wider than a 375 px screen on one line. */
  const long = (what: string) => `https://www.example-author-site.test/api/${what}/${'Ab9_x'.repeat(10)}`;
  const phoneEmails = {
    download: downloadEmailContent(sender, {
      title: 'True Veil',
      libraryUrl: long('sales/library'),
      expiresAt: 'soon',
    }),
    confirmation: confirmationEmail(sender, { confirmUrl: long('newsletter/confirm'), dreamTeam: false }),
    library: libraryEmail(sender, { libraryUrl: long('sales/library'), expiresAt: 'soon', books: 2 }),
    receipt: receiptEmail(sender, {
      title: 'True Veil',
      amount: '$4.99',
      paidOn: 'today',
      orderUrl: long('sales/orders'),
      signUpUrl: long('sign-up'),
      libraryUrl: long('my-books'),
    }),
    changeEmail: changeEmailEmail(sender, { confirmUrl: long('change'), from: 'a@example.com' }),
    approveChange: approveEmailChangeEmail(sender, { approveUrl: long('approve'), to: 'b@example.com' }),
    campaign: newsletterEmailContent({
      subject: 'News',
      previewText: 'A peek',
      content: `Read it here: ${long('blog')} or [there](${long('blog')}).`,
    }),
  };

  it.each(Object.entries(phoneEmails))(
    '%s: the HTML shows no address longer than LONGEST_SHOWN_ADDRESS as words; the text part keeps them',
    (_name, email) => {
      const words = wordsOf(typeof email.html === 'string' ? email.html : email.html.html).split(' ');
      expect(words.filter((word) => word.length > LONGEST_SHOWN_ADDRESS)).toEqual([]);
      expect(email.text).toContain('https://www.example-author-site.test/api/');
    },
  );
});
