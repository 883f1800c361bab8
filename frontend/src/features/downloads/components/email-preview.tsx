import { useFreeEbookTitle } from '../free-ebook-title';
import { EmailFrame } from '@frontend/components/email-frame';
import { Panel } from '@frontend/components/panel';
import { renderDownloadEmail } from '@emails/download';
import { listLinkPlaceholders } from '@emails/footer';
import { useSiteContent } from '@frontend/lib/site-content';
import { sendEmailsText } from '../send-emails-texts';

const text = sendEmailsText.preview;

/** The download email as a mail client shows it (the bulk send's template, placeholders and all), signed as she is published. */
export function EmailPreview() {
  // SES's per-recipient placeholders: the bulk send's template, from the same renderer.
  const email = renderDownloadEmail(useSiteContent().author, {
    title: useFreeEbookTitle(),
    libraryUrl: '{{libraryUrl}}',
    expiresAt: '{{expiresAt}}',
    ...listLinkPlaceholders,
  });
  return (
    <Panel title={text.heading} explain={text.explain}>
      <p className="text-sm text-parchment-300">
        <span className="text-parchment-400">{text.subject}:</span>{' '}
        <strong className="text-parchment-100" data-testid="email-preview-subject">
          {email.subject}
        </strong>
      </p>
      <EmailFrame html={email.html} text={email.text} frameTitle={text.frameTitle} plainTextLabel={text.plainText} />
    </Panel>
  );
}
