import type { StatusTone } from '@frontend/components/status-text';
import { buttonStyles } from '@frontend/components/buttons';
import { downloadsText as text } from '../texts';
import { FreeEbookSendStep } from './free-ebook-send-step';

/** docs/SPEC.md §4: unknown until tested, then ready or not found (or the test itself went wrong). */
export type FileStatus = 'unknown' | 'checking' | 'ready' | 'missing' | 'setup-issue' | 'error';

const TONES: Record<FileStatus, StatusTone> = {
  unknown: 'neutral',
  checking: 'busy',
  ready: 'success',
  missing: 'error',
  'setup-issue': 'warning',
  error: 'error',
};

function statusText(status: FileStatus) {
  const { fileNotFound, setupIssue, fileTestFailed } = text.toasts;
  const withReason = ({ title, description }: { title: string; description: string }) => (
    <>
      <strong>{title}</strong> {description}
    </>
  );
  switch (status) {
    case 'unknown':
      return text.file.status.unknown;
    case 'checking':
      return text.file.status.checking;
    case 'ready':
      return <strong>{text.file.status.ready}</strong>;
    case 'missing':
      return withReason(fileNotFound);
    case 'setup-issue':
      return withReason(setupIssue);
    case 'error':
      return withReason(fileTestFailed);
  }
}

export function FileTestStep({ status, onTest }: { status: FileStatus; onTest: () => void }) {
  const checking = status === 'checking';
  return (
    <FreeEbookSendStep
      number={1}
      title={text.file.heading}
      explain={text.file.explain}
      tone={TONES[status]}
      status={statusText(status)}
    >
      <button
        type="button"
        onClick={onTest}
        disabled={checking}
        className={`${buttonStyles.secondary} disabled:opacity-60`}
      >
        {checking ? text.file.busyButton : text.file.button}
      </button>
    </FreeEbookSendStep>
  );
}
