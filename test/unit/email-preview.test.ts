import { SEED_FREE_EBOOK_TITLE } from '../support/free-ebook-title';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bulkDownloadTemplate } from '../../functions/core/downloads/bulk-send';
import { renderDownloadEmail } from '../../functions/emails/download';
import { seedContent } from '../../content/seed/seed';

/**
 * The send-emails page previews the download email with the renderer the server sends it with
 * (functions/emails/download.ts): no copy of the texts or the layout exists in the frontend.
 */
describe('the download email preview', () => {
  it('renders with the server’s renderer, and the bulk template is that rendering with placeholders', () => {
    const preview = readFileSync(
      new URL('../../frontend/src/features/downloads/components/email-preview.tsx', import.meta.url),
      'utf8',
    );
    expect(preview).toContain("import { renderDownloadEmail } from '@emails/download';");
    const title = SEED_FREE_EBOOK_TITLE;
    const server = bulkDownloadTemplate(seedContent.author, title).TemplateContent!;
    const shown = renderDownloadEmail(seedContent.author, {
      title,
      libraryUrl: '{{libraryUrl}}',
      expiresAt: '{{expiresAt}}',
      unsubscribeUrl: '{{unsubscribeUrl}}',
      preferencesUrl: '{{preferencesUrl}}',
    });
    expect({ subject: server.Subject, html: server.Html, text: server.Text }).toEqual(shown);
  });

  it('escapes values in the HTML and keeps them as they are in the text', () => {
    const email = renderDownloadEmail(seedContent.author, {
      title: 'A & <B>',
      libraryUrl: 'https://x.test/?a=1&b=2',
      expiresAt: 'soon',
      unsubscribeUrl: 'u',
      preferencesUrl: 'p',
    });
    expect(email.html).toContain('Your copy of A &amp; &lt;B&gt; is ready');
    expect(email.html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(email.text).toContain('https://x.test/?a=1&b=2');
  });
});
