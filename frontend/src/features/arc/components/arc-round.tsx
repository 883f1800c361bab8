import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ARC_ROLES, type ArcRoundDetail, type ArcRole } from '@contract/arc';
import { BusyButton } from '@frontend/components/busy-button';
import { DownloadButton, type DownloadTexts } from '@frontend/components/download-button';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { RadioOptions } from '@frontend/components/choice-options';
import { ColumnHeads } from '@frontend/components/column-heads';
import { FormError } from '@frontend/components/form-error';
import { inputClass } from '@frontend/components/form-field';
import { ArcQuery } from './arc-query';
import { StatusText } from '@frontend/components/status-text';
import { formatDateTime } from '@frontend/lib/format';
import { arcRoundQuery, downloadRoundCsv, useInvite, useRemind } from '../api';
import { ARC_PLATFORM_LABELS, ARC_ROLE_LABELS, arcText, INVITE_STATE_LABELS } from '../texts';
import { ARC_PATH, CHOICE_LOOK } from './arc-rounds';
import { Options } from '@frontend/components/options';

const text = arcText.round;
const when = (iso: string | undefined) => (iso ? formatDateTime(iso) : '—');

/** `/admin/arc/{id}`: one campaign, its invitations and its table. */
export function ArcRoundPage({ campaignId }: { campaignId: string }) {
  const detail = useQuery(arcRoundQuery(campaignId));
  const [said, setSaid] = useState<string | null>(null);
  return (
    <ArcQuery query={detail} texts={text}>
      {(data) => {
        const { campaign } = data;
        return (
          <section aria-labelledby="campaign-heading" className="space-y-8">
            <div>
              <Link to={ARC_PATH} className={textLinkStyle}>
                {text.back}
              </Link>
              <h2 id="campaign-heading" className="mt-2 font-display text-2xl text-parchment-100">
                {text.heading(campaign.bookTitle)}
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-parchment-300 sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-parchment-200">Deadline</dt>
                <dd>{text.deadline(campaign)}</dd>
                <dt className="font-medium text-parchment-200">Seats</dt>
                <dd>
                  {campaign.invited} of {campaign.seats} taken · {campaign.reviewed} reviewed
                </dd>
                <dt className="font-medium text-parchment-200">Platforms</dt>
                <dd>{campaign.platforms.map((platform) => ARC_PLATFORM_LABELS[platform]).join(', ')}</dd>
                <dt className="font-medium text-parchment-200">Reminder</dt>
                <dd>{campaign.reminderDaysBefore} days before the deadline</dd>
                {campaign.instructions ? (
                  <>
                    <dt className="font-medium text-parchment-200">Instructions</dt>
                    <dd className="whitespace-pre-line">{campaign.instructions}</dd>
                  </>
                ) : null}
              </dl>
            </div>
            <p role="status" className="min-h-6 text-sm">
              {said ? <StatusText tone="success">{said}</StatusText> : null}
            </p>
            <InviteForm campaignId={campaignId} onDone={setSaid} />
            {data.invites.length ? <Actions campaignId={campaignId} onDone={setSaid} /> : null}
            <InviteTable detail={data} />
          </section>
        );
      }}
    </ArcQuery>
  );
}

function InviteForm({ campaignId, onDone }: { campaignId: string; onDone: (message: string) => void }) {
  const invite = useInvite(campaignId);
  const [kind, setKind] = useState<'all' | 'role' | 'picked'>('all');
  const [role, setRole] = useState<ArcRole>('reviewer');
  const [addresses, setAddresses] = useState('');
  const [skipped, setSkipped] = useState<{ email: string; reason: string }[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to =
      kind === 'all'
        ? ({ kind } as const)
        : kind === 'role'
          ? ({ kind, role } as const)
          : ({ kind, emails: addresses.split(/[\s,;]+/).filter(Boolean) } as const);
    invite.mutate(
      { to },
      {
        onSuccess: (reply) => {
          setSkipped(reply.skipped);
          onDone(reply.message);
        },
      },
    );
  };
  const options: ['all' | 'role' | 'picked', string][] = [
    ['all', text.everyone],
    ['role', text.byRole],
    ['picked', text.picked],
  ];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-heading"
      className="space-y-4 rounded-lg border border-ink-700 p-4"
    >
      <h3 id="invite-heading" className="font-display text-xl text-parchment-100">
        {text.invite}
      </h3>
      <fieldset>
        <legend className="sr-only">{text.invite}</legend>
        <div className="flex flex-wrap gap-x-6">
          <RadioOptions name="invite-kind" options={options} value={kind} onChange={setKind} look={CHOICE_LOOK} />
        </div>
      </fieldset>
      {kind === 'role' ? (
        <label className="block text-sm text-parchment-200">
          {text.role}
          <select
            value={role}
            onChange={(event) => setRole(event.target.value as ArcRole)}
            className={`${inputClass} max-w-xs`}
          >
            <Options choices={ARC_ROLES.map((value) => ({ value, label: ARC_ROLE_LABELS[value] }))} />
          </select>
        </label>
      ) : null}
      {kind === 'picked' ? (
        <label className="block text-sm text-parchment-200">
          {text.addresses}
          <textarea
            rows={4}
            value={addresses}
            onChange={(event) => setAddresses(event.target.value)}
            className={inputClass}
          />
        </label>
      ) : null}
      <FormError message={invite.error?.message} />
      {skipped.length ? (
        <div className="text-sm text-parchment-300">
          <p className="font-medium text-parchment-200">{text.skipped}</p>
          <ul className="list-disc pl-6">
            {skipped.map((skip) => (
              <li key={skip.email} className="break-words">
                {skip.email}: {skip.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" disabled={invite.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
        {invite.isPending ? text.sending : text.send}
      </button>
    </form>
  );
}

const EXPORT_TEXTS: DownloadTexts<void> = { label: text.export, busy: text.exporting, failed: text.exportFailed };

function Actions({ campaignId, onDone }: { campaignId: string; onDone: (message: string) => void }) {
  const remind = useRemind(campaignId);
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton
        busy={remind.isPending}
        label={text.remind}
        busyLabel={text.reminding}
        onClick={() => remind.mutate(undefined, { onSuccess: (reply) => onDone(reply.message) })}
      />
      <DownloadButton download={() => downloadRoundCsv(campaignId)} texts={EXPORT_TEXTS} />
      <div className="w-full">
        <FormError message={remind.error?.message} />
      </div>
    </div>
  );
}

function InviteTable({ detail }: { detail: ArcRoundDetail }) {
  if (!detail.invites.length) return <p className="text-parchment-300">{text.empty}</p>;
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="mb-2 text-left font-display text-xl text-parchment-100">{text.table}</caption>
          <ColumnHeads labels={text.columns} className="text-parchment-300" cellClassName="py-2 pr-4 font-medium" />
          <tbody className="divide-y divide-ink-800">
            {detail.invites.map((invite) => (
              <tr key={invite.email}>
                <th scope="row" className="py-2 pr-4 font-normal break-all">
                  <Link to={`/admin/readers/${invite.readerId}`} className={textLinkStyle}>
                    {invite.email}
                  </Link>
                  {invite.name ? <span className="block text-xs text-parchment-400">{invite.name}</span> : null}
                </th>
                <td className="py-2 pr-4">{invite.role ? ARC_ROLE_LABELS[invite.role] : '—'}</td>
                <td className="py-2 pr-4">
                  <StatusText
                    tone={
                      invite.state === 'overdue' || invite.state === 'withdrawn'
                        ? 'warning'
                        : invite.state === 'reviewed'
                          ? 'success'
                          : 'neutral'
                    }
                  >
                    {INVITE_STATE_LABELS[invite.state]}
                  </StatusText>
                </td>
                <td className="py-2 pr-4">{when(invite.openedAt)}</td>
                <td className="py-2 pr-4">
                  {when(invite.downloadedAt)}
                  {invite.downloads > 1 ? ` (${invite.downloads}×)` : ''}
                </td>
                <td className="py-2 pr-4">{when(invite.remindedAt)}</td>
                <td className="py-2 pr-4">
                  {invite.reviews.length
                    ? invite.reviews.map((review) => (
                        <a
                          key={review.url}
                          href={review.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={`${textLinkStyle} mr-2`}
                        >
                          {ARC_PLATFORM_LABELS[review.platform]}
                        </a>
                      ))
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-parchment-400">{text.openedHint}</p>
    </div>
  );
}
