import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Panel } from '@frontend/components/panel';
import { toast } from '@frontend/components/toast';
import { freeEbookSettingsQuery, setSendOnConfirm } from '../api';
import { downloadsText } from '../texts';

const text = downloadsText.sendOnConfirm;

/** The author's switch: a reader who confirms gets the free ebook by email at once (on unless she turns it off). */
export function SendOnConfirmCard({ title }: { title: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(freeEbookSettingsQuery());
  const update = useMutation({
    mutationFn: setSendOnConfirm,
    onSuccess: (saved) => {
      queryClient.setQueryData(freeEbookSettingsQuery().queryKey, saved);
      toast(saved.sendOnConfirm ? text.turnedOn : text.turnedOff);
    },
    onError: () => toast({ ...text.saveFailed, variant: 'destructive' }),
  });
  const on = update.isPending ? update.variables : settings.data?.sendOnConfirm;
  return (
    <Panel title={text.heading} explain={text.explain(title)}>
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm text-parchment-200">
        <input
          id={id}
          type="checkbox"
          checked={on ?? false}
          disabled={on === undefined || update.isPending}
          onChange={(event) => update.mutate(event.target.checked)}
          className="size-5 accent-ember-600"
        />
        {text.label}
      </label>
      {settings.isError ? <p className="text-sm text-red-300">{text.loadFailed}</p> : null}
    </Panel>
  );
}
