import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeTimeZone } from '@contract/time-zone';
import { BusyButton } from '@frontend/components/busy-button';
import { FormField, inputClass } from '@frontend/components/form-field';
import { QueryPanel } from '@frontend/components/query-panel';
import { toast } from '@frontend/components/toast';
import { adminSettingsQuery } from '@frontend/lib/time-zone';
import { useSaveTimeZone } from '../api';
import { adminSettingsText as text } from '../texts';
import { Options } from '@frontend/components/options';

/** Every zone the browser knows, with the saved one first in its place even if this browser lacks it. */
const zonesWith = (saved: string) => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(saved) ? zones : [saved, ...zones];
};

function TimeZoneForm({ saved }: { saved: string }) {
  const id = useId();
  const [zone, setZone] = useState(saved);
  const save = useSaveTimeZone();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(zone, {
      onSuccess: (settings) => toast(text.saved(describeTimeZone(settings.timeZone))),
      onError: (error) => toast({ title: text.failed, description: error.message, variant: 'destructive' }),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={text.heading}>
      <FormField id={id} label={text.label}>
        <select id={id} value={zone} onChange={(event) => setZone(event.target.value)} className={inputClass}>
          <Options choices={zonesWith(saved).map((name) => ({ value: name, label: name.replace(/_/g, ' ') }))} />
        </select>
      </FormField>
      <BusyButton
        busy={save.isPending}
        disabled={zone === saved}
        label={text.save}
        busyLabel={text.saving}
        look="primary"
      />
    </form>
  );
}

/** The Account page's time zone: one setting for every day the admin counts. */
export function TimeZoneSettings() {
  const settings = useQuery(adminSettingsQuery());
  return (
    <QueryPanel title={text.heading} explain={text.explain} query={settings} texts={text}>
      {(data) => <TimeZoneForm key={data.timeZone} saved={data.timeZone} />}
    </QueryPanel>
  );
}
