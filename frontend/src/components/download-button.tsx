import { useMutation } from '@tanstack/react-query';
import { BusyButton } from './busy-button';
import { toast, type ToastInput } from './toast';

/** A download's words: the button's, while busy, and the toasts when it is done (optional) or failed. */
export type DownloadTexts<T> = { label: string; busy: string; done?: (result: T) => ToastInput; failed: string };

/** A button that saves a file (a CSV export): busy while it downloads, a toast when it is done or failed. */
export function DownloadButton<T>({ download, texts }: { download: () => Promise<T>; texts: DownloadTexts<T> }) {
  const saving = useMutation({
    mutationFn: download,
    onSuccess: (result) => {
      if (texts.done) toast(texts.done(result));
    },
    onError: (error) => toast({ title: texts.failed, description: error.message, variant: 'destructive' }),
  });
  return (
    <BusyButton busy={saving.isPending} label={texts.label} busyLabel={texts.busy} onClick={() => saving.mutate()} />
  );
}
