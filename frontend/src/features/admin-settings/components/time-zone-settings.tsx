import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeTimeZone } from '@contract/time-zone';
import { buttonStyles } from '@frontend/components/buttons';
import { FormField, inputClass } from '@frontend/components/form-field';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
import { Panel } from '@frontend/components/panel';
import { toast } from '@frontend/components/toast';
import { callApi } from '@frontend/lib/api';
import { adminSettingsQuery } from '@frontend/lib/time-zone';
import { adminSettingsText as text } from '../texts';

/** Every zone the browser knows, with the saved one first in its place even if this browser lacks it. */
const zonesWith = (saved: string) => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(saved) ? zones : [saved, ...zones];
};

function TimeZoneForm({ saved }: { saved: string }) {
  const id = useId();
  const [zone, setZone] = useState(saved);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (timeZone: string) => callApi('putAdminSettings', { body: { timeZone } }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQuery().queryKey, settings);
      // Every figure counted in days is counted afresh in the new zone.
      await queryClient.invalidateQueries();
      toast(text.saved(describeTimeZone(settings.timeZone)));
    },
    onError: (error) => toast({ title: text.failed, description: error.message, variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(zone);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={text.heading}>
      <FormField id={id} label={text.label}>
        <select id={id} value={zone} onChange={(event) => setZone(event.target.value)} className={inputClass}>
          {zonesWith(saved).map((name) => (
            <option key={name} value={name}>
              {name.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </FormField>
      <button
        type="submit"
        disabled={save.isPending || zone === saved}
        className={`${buttonStyles.primary} disabled:opacity-60`}
      >
        {save.isPending ? text.saving : text.save}
      </button>
    </form>
  );
}

/** The Account page's time zone: one setting for every day the admin counts. */
export function TimeZoneSettings() {
  const settings = useQuery(adminSettingsQuery());
  return (
    <Panel title={text.heading} explain={text.explain}>
      <QueryState query={settings} pending={<LoadingLine status>{text.loading}</LoadingLine>} error={text.failed}>
        {(data) => <TimeZoneForm key={data.timeZone} saved={data.timeZone} />}
      </QueryState>
    </Panel>
  );
}
