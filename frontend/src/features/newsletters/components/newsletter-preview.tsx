import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NAME_MAX_LENGTH } from '@contract/mailing-list';
import { EmailFrame } from '@frontend/components/email-frame';
import { FormField, inputClass } from '@frontend/components/form-field';
import { Panel } from '@frontend/components/panel';
import { useDebounced } from '@frontend/lib/use-debounced';
import { newsletterPreviewQuery } from '../api';
import { newsletterText } from '../texts';

const text = newsletterText.preview;
const DEBOUNCE_MS = 400;

export interface NewsletterWords {
  subject: string;
  previewText: string;
  content: string;
}

/**
 * The email as readers get it, rendered by the server's email module (`POST /api/campaigns/preview`)
 * so the admin needs no Markdown library: the HTML in a sandboxed frame, and the text part, for
 * a sample reader whose name she may change (or empty, to see the fallbacks).
 */
export function NewsletterPreview({ words }: { words: NewsletterWords }) {
  const id = useId();
  const [readerName, setReaderName] = useState<string>(text.sampleReaderName);
  const debounced = useDebounced(words, DEBOUNCE_MS);
  const debouncedName = useDebounced(readerName, DEBOUNCE_MS);
  const hasWords = debounced.subject.trim() !== '' && debounced.content.trim() !== '';
  const preview = useQuery(newsletterPreviewQuery(debounced, debouncedName));
  const email = hasWords ? preview.data : undefined;

  return (
    <Panel
      title={text.heading}
      explain={text.explain}
      actions={
        <p role="status" className="text-xs text-parchment-400">
          {hasWords && preview.isFetching ? text.updating : ''}
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
      {!hasWords ? (
        <p className="text-sm text-parchment-400">{text.empty}</p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {text.error} {preview.error.message}
        </p>
      ) : null}
      {email ? (
        <>
          <p className="text-sm text-parchment-300" data-testid="campaign-preview-subject">
            {email.subject}
          </p>
          <EmailFrame
            html={email.html}
            text={email.text}
            frameTitle={text.frameTitle}
            plainTextLabel={text.plainText}
          />
        </>
      ) : null}
    </Panel>
  );
}
