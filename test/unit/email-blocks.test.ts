/**
 * Every email's HTML and text come from one list of blocks (functions/emails/blocks.ts), so the
 * text part says what the HTML says: each line of text, its addresses aside, is in the HTML.
 */
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../../functions/emails/blocks';
import { confirmationEmail } from '../../functions/emails/confirmation';
import { downloadEmailContent } from '../../functions/emails/download';
import { dreamTeamWelcome, mailingListWelcome } from '../../functions/emails/welcome';

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
/** The words a reader sees in the HTML: tags dropped, entities decoded, whitespace collapsed. */
const wordsOf = (html: string) =>
  decode(html.replace(/<br>|<\/(p|h\d|li|ul|ol)>/g, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .toLowerCase();
/** A text line as the HTML shows it: no list marker, no address, no colon left before one. */
const shown = (line: string) =>
  line
    .replace(/^(- |\d+\. )/, '')
    .replace(/\s*\(?https?:\/\/\S+?\)?(?=\s|$)/g, '')
    .replace(/:$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const emails = {
  download: downloadEmailContent({ title: 'True Veil Blues', downloadUrl: 'https://site.test/d/abc', expiresAt: 'July 4, 2026 at 9:00 AM UTC' }),
  confirmation: confirmationEmail({ confirmUrl: 'https://site.test/c/abc', dreamTeam: false }),
  listWelcome: mailingListWelcome('https://site.test', { name: 'Ada' }),
  dreamTeamWelcome: dreamTeamWelcome({ name: 'Ada' }),
};

describe('emails from blocks', () => {
  it.each(Object.entries(emails))('%s: every line of the text part is in the HTML', (_name, email) => {
    const html = wordsOf(typeof email.html === 'string' ? email.html : email.html.html);
    const lines = email.text.split('\n').map(shown).filter((line) => line && line !== '--');
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
    expect(text).toBe('FISH & <CHIPS>\n\nRead the story (https://x.test/?a=1&b=2) and "this"\n\nGo: https://x.test/go\n\n1. one\n2. two\n\nHappy reading,\nAnn\n');
  });
});
