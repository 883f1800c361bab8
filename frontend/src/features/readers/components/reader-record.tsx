import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readerTagsBody, type ReaderDetail } from '@contract/readers';
import { formatAmount } from '@contract/sales';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { Dialog, DialogCancel, DialogClose } from '@frontend/components/dialog';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { AdminLoading } from '@frontend/components/admin-list';
import { QueryLoadError, QueryState } from '@frontend/components/query-state';
import { FormError } from '@frontend/components/form-error';
import { toast } from '@frontend/components/toast';
import { ApiError } from '@frontend/lib/api';
import { readerQuery, useEraseReader, useSetReaderTags } from '../api';
import { formatDay, formatTime, readerText, tagsFrom } from '../texts';
import { READERS_PATH, StateBadge } from './reader-search';

const text = readerText.record;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-ink-800 bg-ink-900/50 p-4">
      <h3 id={id} className="font-display text-xl text-parchment-100">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({ reader }: { reader: ReaderDetail }) {
  const rows: [string, ReactNode][] = [
    [text.email, <span className="break-all">{reader.email}</span>],
    [text.name, reader.name ?? <span className="text-parchment-400">{text.noName}</span>],
    [readerText.state, <StateBadge state={reader.state} />],
    [readerText.list, reader.lists.map((list) => readerText.lists[list] ?? list).join(', ')],
    [
      text.sources,
      reader.sources
        .map((source) => readerText.sources[source as keyof typeof readerText.sources] ?? source)
        .join(', '),
    ],
    [
      reader.state === 'buyer' ? text.firstOrder : text.signedUp,
      <time dateTime={reader.createdAt}>{formatTime(reader.createdAt)}</time>,
    ],
  ];
  if (reader.confirmedAt)
    rows.push([text.confirmed, <time dateTime={reader.confirmedAt}>{formatTime(reader.confirmedAt)}</time>]);
  if (reader.unsubscribedAt)
    rows.push([text.unsubscribed, <time dateTime={reader.unsubscribedAt}>{formatTime(reader.unsubscribedAt)}</time>]);
  if (reader.suppressedAt)
    rows.push([
      text.suppressed,
      `${formatTime(reader.suppressedAt)}${reader.suppressionReason ? ` (${reader.suppressionReason})` : ''}`,
    ]);
  return (
    <Section title={text.facts}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-parchment-400">{term}</dt>
            <dd className="text-parchment-100">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function TagEditor({ reader }: { reader: ReaderDetail }) {
  const id = useId();
  const [value, setValue] = useState(reader.tags.join(', '));
  const [error, setError] = useState<string>();
  const save = useSetReaderTags(reader.id);
  const t = readerText.tags;
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = readerTagsBody.safeParse({ tags: tagsFrom(value) });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(undefined);
    save.mutate(parsed.data.tags, {
      onSuccess: (saved) => {
        setValue(saved.tags.join(', '));
        toast({ title: t.saved });
      },
      onError: (failure) => setError(failure.message),
    });
  }
  return (
    <Section title={t.heading}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormField id={`${id}-tags`} label={t.label} hint={t.hint} error={error}>
          <input
            id={`${id}-tags`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={!!error}
            aria-describedby={describedBy(`${id}-tags`, { hint: t.hint, error })}
            className={inputClass}
            autoComplete="off"
          />
        </FormField>
        <button type="submit" disabled={save.isPending} className={`${buttonStyles.secondary} disabled:opacity-60`}>
          {save.isPending ? t.saving : t.save}
        </button>
      </form>
    </Section>
  );
}

function History({ reader }: { reader: ReaderDetail }) {
  return (
    <>
      <Section title={text.consents}>
        {reader.consents.length ? (
          <ul className="space-y-3 text-sm">
            {reader.consents.map((consent) => (
              <li key={consent.at + consent.consentVersion} className="rounded-md border border-ink-800 p-3">
                <p className="text-parchment-300">
                  <time dateTime={consent.at}>{formatTime(consent.at)}</time> ·{' '}
                  {readerText.sources[consent.source as keyof typeof readerText.sources] ?? consent.source} ·{' '}
                  {consent.doubleOptIn ? text.doubleOptIn : text.singleOptIn}
                </p>
                <blockquote className="mt-1 border-l-2 border-ink-700 pl-3 text-parchment-100">
                  {consent.consentText}
                </blockquote>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-parchment-400">
            {reader.state === 'buyer' ? text.buyerNoConsents : text.noConsents}
          </p>
        )}
      </Section>
      <Section title={text.mails}>
        {reader.mails.length ? (
          <ul className="divide-y divide-ink-800 text-sm">
            {reader.mails.map((mail) => (
              <li key={mail.sentAt + mail.subject} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-parchment-100">
                  {mail.campaignId ? (
                    <Link to={`/admin/newsletters/${encodeURIComponent(mail.campaignId)}`} className={textLinkStyle}>
                      {mail.subject}
                    </Link>
                  ) : (
                    mail.subject
                  )}
                </span>
                <span className="text-parchment-400">
                  <time dateTime={mail.sentAt}>{formatTime(mail.sentAt)}</time> · {text.outcomes[mail.outcome]}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-parchment-400">{text.noMails}</p>
        )}
      </Section>
      <Section title={text.downloads}>
        {reader.downloads.length ? (
          <ul className="space-y-1 text-sm text-parchment-100">
            {reader.downloads.map((download) => (
              <li key={download.filename}>
                {download.filename}: {text.downloadCount(download.downloads)}, {formatDay(download.firstDownloadAt)} –{' '}
                {formatDay(download.lastDownloadAt)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-parchment-400">{text.noDownloads}</p>
        )}
      </Section>
      <Section title={text.arc}>
        {reader.arc.length ? (
          <ul className="space-y-2 text-sm text-parchment-100">
            {reader.arc.map((entry) => (
              <li key={entry.campaignId} className="break-words">
                <Link to={`/admin/arc/${entry.campaignId}`} className={textLinkStyle}>
                  {entry.bookTitle}
                </Link>{' '}
                <span className="text-parchment-400">
                  · {text.arcDue(entry.deadline)} · {entry.state} · {text.downloadCount(entry.downloads)}
                </span>
                {entry.reviews.map((review) => (
                  <a
                    key={review.url}
                    href={review.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${textLinkStyle} ml-2`}
                  >
                    {text.review}
                  </a>
                ))}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-parchment-400">{text.noArc}</p>
        )}
      </Section>
      <Section title={text.orders}>
        {reader.orders.length ? (
          <ul className="space-y-1 text-sm text-parchment-100" data-testid="reader-orders">
            {reader.orders.map((order) => (
              <li key={order.sessionId} className="break-words">
                {order.title}{' '}
                <span className="text-parchment-400">
                  · <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time> ·{' '}
                  {formatAmount(order.amount, order.currency)} · {text.orderStates[order.state]}
                  {order.refunded > 0 && order.state === 'paid'
                    ? ` (${text.orderRefunded(formatAmount(order.refunded, order.currency))})`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-parchment-400">{text.noOrders}</p>
        )}
      </Section>
    </>
  );
}

function EraseReader({ reader }: { reader: ReaderDetail }) {
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const erase = useEraseReader(reader.id);
  const t = readerText.erase;
  const matches = typed.trim().toLowerCase() === reader.email;
  const eraseNow = () => {
    if (!matches) return;
    erase.mutate(undefined, {
      onSuccess: (reply) => {
        toast({ title: t.done, description: reply.message });
        void navigate(READERS_PATH);
      },
    });
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-red-900/70 bg-red-950/20 p-4"
    >
      <h3 id={`${id}-heading`} className="font-display text-xl text-parchment-100">
        {t.heading}
      </h3>
      <p className="text-sm text-parchment-300">{t.explain}</p>
      <FormError message={erase.error?.message} />
      <Dialog
        trigger={
          <button
            type="button"
            disabled={erase.isPending}
            className={`${buttonStyles.secondary} border-red-700/70 text-red-200 disabled:opacity-60`}
          >
            {erase.isPending ? t.erasing : t.button}
          </button>
        }
        title={t.title}
        description={t.description(reader.email)}
        closeLabel={t.close}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            eraseNow();
          }}
          className="mt-4 space-y-3"
        >
          <FormField id={`${id}-confirm`} label={t.confirmLabel}>
            <input
              id={`${id}-confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className={inputClass}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogCancel label={t.cancel} />
            {matches ? (
              <DialogClose asChild>
                <button
                  type="button"
                  onClick={eraseNow}
                  className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
                >
                  {t.confirm}
                </button>
              </DialogClose>
            ) : (
              <button
                type="button"
                aria-disabled="true"
                title={t.mismatch}
                className={`${buttonStyles.primary} cursor-not-allowed bg-red-900 opacity-50`}
              >
                {t.confirm}
              </button>
            )}
          </div>
        </form>
      </Dialog>
    </section>
  );
}

/** `/admin/readers/:id`: one reader's whole record, their tags, and erasure. */
export function ReaderRecord({ id }: { id: string }) {
  const reader = useQuery(readerQuery(id));
  const back = (
    <Link to={READERS_PATH} className={`text-sm ${textLinkStyle}`}>
      {text.back}
    </Link>
  );
  return (
    <QueryState
      query={reader}
      pending={<AdminLoading>{text.loading}</AdminLoading>}
      error={(error) => (
        <div className="space-y-4">
          {back}
          {error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
            <p role="alert" className="rounded-lg border border-ink-800 bg-ink-900/50 p-6 text-parchment-200">
              {text.notFound}
            </p>
          ) : (
            <QueryLoadError query={reader} title={text.loadError} />
          )}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-4">
          {back}
          <h2 className="font-display text-2xl break-all text-parchment-100">{data.name ?? data.email}</h2>
          <Facts reader={data} />
          {data.state === 'buyer' ? (
            <p className="text-sm text-parchment-300">{text.buyerOnly}</p>
          ) : (
            <TagEditor key={data.tags.join(',')} reader={data} />
          )}
          <History reader={data} />
          <EraseReader reader={data} />
        </div>
      )}
    </QueryState>
  );
}
