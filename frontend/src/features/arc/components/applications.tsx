import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { APPLICATION_STATES, type Application, type ApplicationDecision, type ApplicationState } from '@contract/arc';
import { AdminPageHeader } from '@frontend/components/admin-page-header';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { FormError } from '@frontend/components/form-error';
import { inputClass } from '@frontend/components/form-field';
import { ArcQuery } from './arc-query';
import { StatusText } from '@frontend/components/status-text';
import { formatDateTime } from '@frontend/lib/format';
import { applicationsQuery, useDecide } from '../api';
import { APPLICATION_STATE_LABELS, ARC_ROLE_LABELS, arcText } from '../texts';
import { Options } from '@frontend/components/options';

const text = arcText.applications;

/** `/admin/dream-team`: the applications, newest first, each with the author's decision. */
export function Applications() {
  const applications = useQuery(applicationsQuery());
  const [shown, setShown] = useState<ApplicationState | 'all'>('all');
  const [said, setSaid] = useState<string | null>(null);
  const list = (applications.data?.applications ?? []).filter(
    (application) => shown === 'all' || application.state === shown,
  );
  return (
    <section aria-labelledby="applications-heading" className="space-y-6">
      <AdminPageHeader id="applications-heading" title={text.heading} intro={text.intro} />
      {applications.data ? (
        <p className="text-parchment-200" data-testid="dream-team-members">
          {text.members(applications.data.members)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <label className="text-sm text-parchment-200">
          {text.filter}
          <select
            value={shown}
            onChange={(event) => setShown(event.target.value as ApplicationState | 'all')}
            className={`${inputClass} w-48`}
          >
            <option value="all">{text.all}</option>
            <Options
              choices={APPLICATION_STATES.map((state) => ({ value: state, label: APPLICATION_STATE_LABELS[state] }))}
            />
          </select>
        </label>
        <p role="status" className="min-h-6 text-sm">
          {said ? <StatusText tone="success">{said}</StatusText> : null}
        </p>
      </div>
      <ArcQuery query={applications} texts={text} isEmpty={() => list.length === 0}>
        {() => (
          <ul className="space-y-4">
            {list.map((application) => (
              <ApplicationCard key={application.id} application={application} onDecided={setSaid} />
            ))}
          </ul>
        )}
      </ArcQuery>
    </section>
  );
}

function ApplicationCard({
  application,
  onDecided,
}: {
  application: Application;
  onDecided: (message: string) => void;
}) {
  const [note, setNote] = useState('');
  const decide = useDecide();
  const noteId = `note-${application.id}`;
  const act = (decision: ApplicationDecision) =>
    decide.mutate(
      { id: application.id, decision, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (reply) => {
          setNote('');
          onDecided(reply.message);
        },
      },
    );
  const buttons: [ApplicationDecision, string, string][] = [
    ['approved', text.approve, buttonStyles.primary],
    ['waitlisted', text.waitlist, buttonStyles.secondary],
    ['declined', application.state === 'approved' ? text.remove : text.decline, buttonStyles.secondary],
  ];
  return (
    <li className="rounded-lg border border-ink-700 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 break-words">
          <Link to={`/admin/readers/${application.id}`} className={textLinkStyle}>
            {application.name ? `${application.name} · ` : ''}
            {application.email}
          </Link>
          <span className="ml-2 text-sm text-parchment-300">{ARC_ROLE_LABELS[application.role]}</span>
        </p>
        <p className="text-sm text-parchment-300">
          {APPLICATION_STATE_LABELS[application.state]} · {text.applied} {formatDateTime(application.appliedAt)}
        </p>
      </div>
      {application.history.length > 1 ? (
        <p className="mt-2 text-xs text-parchment-400">
          {text.history}:{' '}
          {application.history
            .map(
              (entry) =>
                `${APPLICATION_STATE_LABELS[entry.state]} ${formatDateTime(entry.at)}${entry.note ? ` (“${entry.note}”)` : ''}`,
            )
            .join(' → ')}
        </p>
      ) : null}
      {application.confirmed ? (
        <div className="mt-3 space-y-3">
          <div>
            <label htmlFor={noteId} className="block text-sm text-parchment-200">
              {text.note(application.email)}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={2}
              maxLength={1000}
              className={inputClass}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {buttons.map(([decision, label, style]) => (
              <button
                key={decision}
                type="button"
                aria-label={`${label} ${application.email}`}
                disabled={decide.isPending || application.state === decision}
                onClick={() => act(decision)}
                className={`${style} disabled:opacity-50`}
              >
                {decide.isPending && decide.variables?.decision === decision ? text.deciding : label}
              </button>
            ))}
          </div>
          <FormError message={decide.error?.message} />
        </div>
      ) : (
        <p className="mt-3 text-sm">
          <StatusText tone="neutral">{text.unconfirmed}</StatusText>
        </p>
      )}
    </li>
  );
}
