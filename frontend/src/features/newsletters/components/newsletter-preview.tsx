import { useQuery } from '@tanstack/react-query';
import {
  EmailPreviewPanel,
  PREVIEW_DEBOUNCE_MS,
  PreviewedEmail,
  useSampleReader,
} from '@frontend/components/email-preview-panel';
import { useDebounced } from '@frontend/lib/use-debounced';
import { newsletterPreviewQuery } from '../api';
import { newsletterText } from '../texts';

const text = newsletterText.preview;

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
  const reader = useSampleReader(text.sampleReaderName);
  const debounced = useDebounced(words, PREVIEW_DEBOUNCE_MS);
  const hasWords = debounced.subject.trim() !== '' && debounced.content.trim() !== '';
  const preview = useQuery(newsletterPreviewQuery(debounced, reader.debounced));
  const email = hasWords ? preview.data : undefined;

  return (
    <EmailPreviewPanel words={text} reader={reader} updating={hasWords && preview.isFetching}>
      {!hasWords ? (
        <p className="text-sm text-parchment-400">{text.empty}</p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {text.error} {preview.error.message}
        </p>
      ) : null}
      {email ? (
        <PreviewedEmail
          email={email}
          subjectTestId="campaign-preview-subject"
          frameTitle={text.frameTitle}
          plainTextLabel={text.plainText}
        />
      ) : null}
    </EmailPreviewPanel>
  );
}
