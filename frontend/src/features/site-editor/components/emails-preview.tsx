import { useQuery } from '@tanstack/react-query';
import {
  EmailPreviewPanel,
  PREVIEW_DEBOUNCE_MS,
  PreviewedEmail,
  useSampleReader,
} from '@frontend/components/email-preview-panel';
import { StatusText } from '@frontend/components/status-text';
import { useDebounced } from '@frontend/lib/use-debounced';
import { siteEmailsPreviewQuery } from '../api';
import { siteText } from '../texts';

const text = siteText.emailsPreview;

/**
 * Her welcome emails as a reader gets them, from the words on screen (saved or not), rendered by
 * the server's email module for a sample reader whose name she may change (or empty, to see the
 * fallbacks): each one's subject, its HTML in a sandboxed frame, and its text part.
 */
export function EmailsPreview({ body }: { body: unknown }) {
  const reader = useSampleReader(text.sampleReaderName);
  const debouncedBody = useDebounced(body, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery(siteEmailsPreviewQuery(debouncedBody, reader.debounced));

  return (
    <EmailPreviewPanel words={text} reader={reader} updating={preview.isFetching && !!preview.data}>
      {preview.isError ? (
        <p role="alert" className="text-sm">
          <StatusText tone="error">{text.failed(preview.error.message)}</StatusText>
        </p>
      ) : preview.isPending ? (
        <p className="text-sm">
          <StatusText tone="busy">{text.waiting}</StatusText>
        </p>
      ) : null}
      {preview.data && !preview.isError ? (
        <div className="space-y-8">
          {preview.data.emails.map((email) => (
            <section key={email.name} aria-label={email.name} className="min-w-0">
              <h3 className="font-display text-lg text-parchment-100">{email.name}</h3>
              <PreviewedEmail
                email={email}
                subjectLabel={text.subject}
                subjectTestId="email-preview-subject"
                frameTitle={text.frameTitle(email.name)}
                plainTextLabel={text.plainText}
              />
            </section>
          ))}
        </div>
      ) : null}
    </EmailPreviewPanel>
  );
}
