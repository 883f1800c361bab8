import { useMutation } from '@tanstack/react-query';
import { CopyButton } from '@frontend/components/copy-button';
import { StatusText } from '@frontend/components/status-text';
import { toast } from '@frontend/components/toast';
import { formatDateTime } from '@frontend/lib/format';
import { generateSubscriberLink, sendDownloadEmail } from '../send-emails-api';
import { messageOf } from '../format';
import { sendEmailsText } from '../send-emails-texts';
import { smallButton } from './styles';

const text = sendEmailsText.subscribers;

/** One subscriber: send them the email, or make them a link; each action's outcome shows in the row. */
export function SubscriberRow({ email }: { email: string }) {
  const send = useMutation({
    mutationFn: () => sendDownloadEmail(email),
    onSuccess: () => toast(sendEmailsText.toasts.emailSent(email)),
    onError: () => toast({ ...sendEmailsText.toasts.emailSendFailed, variant: 'destructive' }),
  });
  const link = useMutation({
    mutationFn: () => generateSubscriberLink(email),
    onSuccess: () => toast(sendEmailsText.toasts.linkReady(email)),
    onError: (error) =>
      toast({
        title: sendEmailsText.toasts.linkGenerationFailed,
        description: messageOf(error, sendEmailsText.toasts.linkFailedFallback),
        variant: 'destructive',
      }),
  });

  return (
    <li className="py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-sm font-medium break-all text-parchment-100">{email}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            onClick={() => send.mutate()}
            disabled={send.isPending}
            aria-label={text.sendFor(email)}
            className={smallButton}
          >
            {send.isPending ? text.sending : text.send}
          </button>
          <button
            type="button"
            onClick={() => link.mutate()}
            disabled={link.isPending}
            aria-label={text.linkFor(email)}
            className={smallButton}
          >
            {link.isPending ? text.linking : text.link}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="mt-1 space-y-1 text-sm">
        {send.isSuccess ? <StatusText tone="success">{text.sent}</StatusText> : null}
        {send.isError ? (
          <StatusText tone="error">
            <strong>{sendEmailsText.toasts.emailSendFailed.title}:</strong>{' '}
            {messageOf(send.error, sendEmailsText.toasts.emailSendFailed.description)}
          </StatusText>
        ) : null}
        {link.isError ? (
          <StatusText tone="error">
            <strong>{sendEmailsText.toasts.linkGenerationFailed}:</strong>{' '}
            {messageOf(link.error, sendEmailsText.toasts.linkFailedFallback)}
          </StatusText>
        ) : null}
        {link.data ? (
          <div className="flex flex-col gap-2 rounded-md bg-ink-950/60 p-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-mono text-xs break-all text-parchment-300">{link.data.downloadUrl}</p>
              <p className="text-xs text-parchment-400">
                <time dateTime={link.data.expiresAt}>{text.expires(formatDateTime(link.data.expiresAt))}</time>
              </p>
            </div>
            <CopyButton
              value={link.data.downloadUrl}
              label={text.copy}
              copiedLabel={text.copied}
              accessibleLabel={text.copyFor(email)}
              copied={sendEmailsText.toasts.linkCopied}
              failed={sendEmailsText.toasts.copyFailed}
              className={smallButton}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
