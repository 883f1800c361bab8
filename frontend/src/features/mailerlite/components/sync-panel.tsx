import { useMutation } from '@tanstack/react-query';
import type { MailerLiteSyncResult } from '@contract/mailerlite';
import { BusyButton } from '@frontend/components/busy-button';
import { StatusText } from '@frontend/components/status-text';
import { toast } from '@frontend/components/toast';
import { messageOf, syncVoraciousReaders } from '../api';
import { mailerLiteText } from '../texts';
import { subHeading } from './styles';

const text = mailerLiteText.sync;

function SyncResult({ result }: { result: MailerLiteSyncResult }) {
  const figures = Object.entries(text.figures).map(
    ([key, label]) => [label, result[key as keyof typeof text.figures]] as const,
  );
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-ink-800 bg-ink-950/60 p-3">
            <dt className="text-xs text-parchment-400">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-parchment-100">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {result.remaining > 0 ? <StatusText tone="warning">{text.remainingNote}</StatusText> : null}
      {result.errors.length ? (
        <div>
          <p className="text-sm font-medium text-parchment-200">{text.errorsHeading}</p>
          <ul className="mt-1 max-h-48 space-y-1 overflow-y-auto text-sm" tabIndex={0} aria-label={text.errorsHeading}>
            {result.errors.map((error) => (
              <li key={error.email}>
                <StatusText tone="error">
                  <strong className="break-all">{error.email}</strong>: {error.message}
                </StatusText>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Puts the active Voracious Readers into MailerLite's group and takes out those no longer active. */
export function SyncPanel() {
  const sync = useMutation({
    mutationFn: syncVoraciousReaders,
    onSuccess: (result) => toast(mailerLiteText.toasts.synced(result.successful)),
    onError: (error) =>
      toast({
        title: mailerLiteText.toasts.syncFailed.title,
        description: messageOf(error, mailerLiteText.toasts.syncFailed.description),
        variant: 'destructive',
      }),
  });
  return (
    <div className="space-y-3">
      <h4 className={subHeading}>{text.heading}</h4>
      <BusyButton busy={sync.isPending} label={text.button} busyLabel={text.busy} onClick={() => sync.mutate()} />
      <div aria-live="polite">
        {sync.isError ? (
          <p className="text-sm">
            <StatusText tone="error">
              <strong>{mailerLiteText.toasts.syncFailed.title}:</strong>{' '}
              {messageOf(sync.error, mailerLiteText.toasts.syncFailed.description)}
            </StatusText>
          </p>
        ) : null}
        {sync.data ? <SyncResult result={sync.data} /> : null}
      </div>
    </div>
  );
}
