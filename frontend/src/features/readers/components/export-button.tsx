import { useMutation } from '@tanstack/react-query';
import type { ReaderFilter } from '@contract/readers';
import { buttonStyles } from '@frontend/components/buttons';
import { toast } from '@frontend/components/toast';
import { downloadExport } from '../api';
import { readerText as text } from '../texts';

/** Saves the readers the filters match (all of them, not one page) as a CSV file. */
export function ExportButton({ filter }: { filter: ReaderFilter }) {
  const exporting = useMutation({
    mutationFn: () => downloadExport(filter),
    onSuccess: (readers) => toast(text.exported(readers)),
    onError: (error) => toast({ title: text.exportFailed, description: error.message, variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      onClick={() => exporting.mutate()}
      disabled={exporting.isPending}
      className={`${buttonStyles.secondary} disabled:opacity-60`}
    >
      {exporting.isPending ? text.exporting : text.export}
    </button>
  );
}
