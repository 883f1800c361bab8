import { describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { DELIVERABLE_EBOOKS } from '../../functions/contract/downloads';
import { bulkDownloadTemplate } from '../../functions/core/bulk-email/template';
import { renderDownloadEmail } from '../../frontend/src/features/send-emails/email-content';

/**
 * The send-emails page previews the download email from its own copy of the texts (no route
 * renders it). This holds the copy to the server's: with SES's placeholders as values, the
 * preview must be exactly the template every bulk send uses.
 */
describe('the download email preview', () => {
  it('is the server’s bulk download template, character for character', () => {
    const { title } = DELIVERABLE_EBOOKS[EBOOK_FILENAME];
    const server = bulkDownloadTemplate(title).TemplateContent!;
    const preview = renderDownloadEmail({ title, downloadUrl: '{{downloadUrl}}', expiresAt: '{{expiresAt}}', unsubscribeUrl: '{{unsubscribeUrl}}' });
    expect(preview.subject).toBe(server.Subject);
    expect(preview.html).toBe(server.Html);
    expect(preview.text).toBe(server.Text);
  });

  it('escapes values in the HTML and keeps them as they are in the text', () => {
    const preview = renderDownloadEmail({ title: 'A & <B>', downloadUrl: 'https://x.test/?a=1&b=2', expiresAt: 'soon', unsubscribeUrl: 'u' });
    expect(preview.html).toContain('Your copy of A &amp; &lt;B&gt; is ready');
    expect(preview.html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(preview.text).toContain('https://x.test/?a=1&b=2');
  });
});
