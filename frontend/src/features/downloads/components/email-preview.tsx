import { EBOOK_FILENAME } from '../../../../../functions/contract/constants';
import { DELIVERABLE_EBOOKS } from '../../../../../functions/contract/downloads';
import { Panel } from '../../../components/panel';
import { renderDownloadEmail } from '../../../../../functions/emails/download';
import { sendEmailsText } from '../send-emails-texts';

const text = sendEmailsText.preview;

/** The download email with SES's per-recipient placeholders: the bulk send's template, from the same renderer. */
const email = renderDownloadEmail({
  title: DELIVERABLE_EBOOKS[EBOOK_FILENAME].title,
  downloadUrl: '{{downloadUrl}}',
  expiresAt: '{{expiresAt}}',
  unsubscribeUrl: '{{unsubscribeUrl}}',
  preferencesUrl: '{{preferencesUrl}}',
});

/**
 * The email as a mail client shows it: the HTML in a sandboxed frame (no scripts, no
 * navigation out of it), at a fixed height so the page does not shift, and the plain-text part.
 */
export function EmailPreview() {
  return (
    <Panel title={text.heading} explain={text.explain}>
      <p className="text-sm text-parchment-300">
        <span className="text-parchment-400">{text.subject}:</span>{' '}
        <strong className="text-parchment-100" data-testid="email-preview-subject">
          {email.subject}
        </strong>
      </p>
      <iframe title={text.frameTitle} srcDoc={email.html} sandbox="" className="mt-3 h-[34rem] w-full rounded-md border border-ink-800 bg-white" />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-ember-300">{text.plainText}</summary>
        {/* Focusable so keyboard users can scroll it. */}
        <pre tabIndex={0} className="mt-2 max-h-80 overflow-auto rounded-md bg-ink-950/60 p-3 text-xs whitespace-pre-wrap text-parchment-200">
          {email.text}
        </pre>
      </details>
    </Panel>
  );
}
