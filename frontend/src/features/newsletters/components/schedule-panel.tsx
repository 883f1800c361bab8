import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Newsletter } from '@contract/newsletters';
import { instantIn, wallClockIn } from '@contract/time-zone';
import { buttonStyles } from '@frontend/components/buttons';
import { inputClass } from '@frontend/components/form-field';
import { Panel } from '@frontend/components/panel';
import { StatusText } from '@frontend/components/status-text';
import { toast } from '@frontend/components/toast';
import { useAuthorTimeZone } from '@frontend/lib/time-zone';
import { setNewsletterSchedule, useNewsletterChanged } from '../api';
import { newsletterText } from '../texts';

const text = newsletterText.schedule;
const formatWhen = (iso: string, zone: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: zone });

/**
 * Sending later: a date and time in the author's time zone (her setting, whatever the browser's
 * is), sent to the API as an instant; a scheduled newsletter says when, and can be moved or
 * cancelled. `save` saves the words first (a new draft gets its id), as the test and Send now do.
 */
export function SchedulePanel({
  newsletter,
  save,
  busy,
}: {
  newsletter?: Newsletter;
  save: () => Promise<Newsletter | null>;
  busy: boolean;
}) {
  const id = useId();
  const zone = useAuthorTimeZone();
  const [when, setWhen] = useState(newsletter?.scheduledAt ? wallClockIn(zone, new Date(newsletter.scheduledAt)) : '');
  const [error, setError] = useState<string | null>(null);
  const changed = useNewsletterChanged();
  // Callbacks of the mutation itself, not of `mutate`: a new draft's page changes address when it is saved.
  const schedule = useMutation({
    mutationFn: async (at: string | null) => {
      const saved = at ? await save() : newsletter!;
      return saved ? setNewsletterSchedule(saved.id, at) : null;
    },
    onSuccess: async (result) => {
      if (!result) return;
      toast(result.scheduledAt ? text.scheduled(formatWhen(result.scheduledAt, zone)) : text.unscheduled);
      await changed(result);
    },
    onError: (failure) => setError(failure.message),
  });
  const scheduled = newsletter?.status === 'scheduled' && newsletter.scheduledAt;

  function onSchedule() {
    setError(null);
    if (!when) return setError(text.pickTime);
    schedule.mutate(instantIn(zone, when).toISOString());
  }

  return (
    <Panel title={text.heading} explain={text.explain(zone)}>
      {newsletter?.scheduleProblem ? (
        <p role="alert" className="mb-3 text-sm">
          <StatusText tone="warning">
            {text.problem} {newsletter.scheduleProblem}
          </StatusText>
        </p>
      ) : null}
      {scheduled ? (
        <p role="status" className="mb-3 text-sm" data-testid="scheduled-for">
          <StatusText tone="success">{text.scheduledFor(formatWhen(newsletter.scheduledAt!, zone))}</StatusText>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-when`} className="block text-sm font-medium text-parchment-200">
            {text.when}
          </label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
        </div>
        <button
          type="button"
          onClick={onSchedule}
          disabled={busy || schedule.isPending}
          className={`${buttonStyles.secondary} disabled:opacity-60`}
        >
          {schedule.isPending ? text.scheduling : scheduled ? text.reschedule : text.schedule}
        </button>
        {scheduled ? (
          <button
            type="button"
            disabled={busy || schedule.isPending}
            onClick={() => schedule.mutate(null)}
            className={`${buttonStyles.quiet} disabled:opacity-60`}
          >
            {text.unschedule}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </Panel>
  );
}
