import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NAME_MAX_LENGTH } from '@contract/mailing-list';
import { EmailFrame } from '@frontend/components/email-frame';
import { FormField, inputClass } from '@frontend/components/form-field';
import { Panel } from '@frontend/components/panel';
import { StatusText } from '@frontend/components/status-text';
import { useDebounced } from '@frontend/lib/use-debounced';
import { siteEmailsPreviewQuery } from '../api';
import { siteText } from '../texts';

const text = siteText.emailsPreview;
const DEBOUNCE_MS = 400;

/**
 * Her welcome emails as a reader gets them, from the words on screen (saved or not), rendered by
 * the server's email module for a sample reader whose name she may change (or empty, to see the
 * fallbacks): each one's subject, its HTML in a sandboxed frame, and its text part.
 */
export function EmailsPreview({ body }: { body: unknown }) {
  const id = useId();
  const [readerName, setReaderName] = useState<string>(text.sampleReaderName);
  const debouncedBody = useDebounced(body, DEBOUNCE_MS);
  const debouncedName = useDebounced(readerName, DEBOUNCE_MS);
  const preview = useQuery(siteEmailsPreviewQuery(debouncedBody, debouncedName));

  return (
    <Panel
      title={text.heading}
      explain={text.explain}
      actions={
        <p role="status" className="text-xs text-parchment-400">
          {preview.isFetching && preview.data ? text.updating : ''}
        </p>
      }
    >
      <div className="mb-4 max-w-sm">
        <FormField id={`${id}-reader`} label={text.readerName} hint={text.readerNameHint}>
          <input
            id={`${id}-reader`}
            type="text"
            value={readerName}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => setReaderName(event.target.value)}
            aria-describedby={`${id}-reader-hint`}
            className={inputClass}
          />
        </FormField>
      </div>
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
              <p className="text-sm break-words text-parchment-300" data-testid="email-preview-subject">
                {text.subject} {email.subject}
              </p>
              <EmailFrame
                html={email.html}
                text={email.text}
                frameTitle={text.frameTitle(email.name)}
                plainTextLabel={text.plainText}
              />
            </section>
          ))}
        </div>
      ) : null}
    </Panel>
  );
}
