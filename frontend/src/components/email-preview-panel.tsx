import { useId, useState, type ReactNode } from 'react';
import { NAME_MAX_LENGTH } from '@contract/mailing-list';
import { EmailFrame } from '@frontend/components/email-frame';
import { FormField, inputClass } from '@frontend/components/form-field';
import { Panel } from '@frontend/components/panel';
import { useDebounced } from '@frontend/lib/use-debounced';

/** How long a preview waits after the last keystroke before asking the server again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** A preview panel's words, in its screen's voice. */
export interface EmailPreviewWords {
  heading: string;
  explain: string;
  readerName: string;
  readerNameHint: string;
  updating: string;
}

/** The sample reader's name as she types it, and as the preview asks for it once she pauses. */
export function useSampleReader(sampleName: string) {
  const [name, setName] = useState(sampleName);
  return { name, setName, debounced: useDebounced(name, PREVIEW_DEBOUNCE_MS) };
}

/**
 * Where the server's rendering of an email is previewed: a panel saying when a newer preview is on
 * its way, with the name of the sample reader it is rendered for (empty, to see the fallbacks).
 */
export function EmailPreviewPanel({
  words,
  reader,
  updating,
  children,
}: {
  words: EmailPreviewWords;
  reader: ReturnType<typeof useSampleReader>;
  updating: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Panel
      title={words.heading}
      explain={words.explain}
      actions={
        <p role="status" className="text-xs text-parchment-400">
          {updating ? words.updating : ''}
        </p>
      }
    >
      <div className="mb-4 max-w-sm">
        <FormField id={`${id}-reader`} label={words.readerName} hint={words.readerNameHint}>
          <input
            id={`${id}-reader`}
            type="text"
            value={reader.name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => reader.setName(event.target.value)}
            aria-describedby={`${id}-reader-hint`}
            className={inputClass}
          />
        </FormField>
      </div>
      {children}
    </Panel>
  );
}

/** One rendered email: its subject line (after `subjectLabel`, if any), then the email as a mail client shows it. */
export function PreviewedEmail({
  email,
  subjectLabel,
  subjectTestId,
  frameTitle,
  plainTextLabel,
}: {
  email: { subject: string; html: string; text: string };
  subjectLabel?: string;
  subjectTestId: string;
  frameTitle: string;
  plainTextLabel: string;
}) {
  return (
    <>
      <p className="text-sm break-words text-parchment-300" data-testid={subjectTestId}>
        {subjectLabel ? `${subjectLabel} ${email.subject}` : email.subject}
      </p>
      <EmailFrame html={email.html} text={email.text} frameTitle={frameTitle} plainTextLabel={plainTextLabel} />
    </>
  );
}
