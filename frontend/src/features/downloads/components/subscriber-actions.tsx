import { useDeferredValue, useId, useState } from 'react';
import { Panel } from '@frontend/components/panel';
import { StatusText } from '@frontend/components/status-text';
import { sendEmailsText } from '../send-emails-texts';
import { inputClass } from './styles';
import { SubscriberRow } from './subscriber-row';

const text = sendEmailsText.subscribers;
/** Rows shown at once: the author narrows a list of thousands by typing. */
const MAX_ROWS = 50;

/** Per-subscriber actions (docs/SPEC.md §2): find a subscriber, then send them the email or make them a link. */
export function SubscriberActions({ subscribers }: { subscribers: string[] | undefined }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim().toLowerCase());
  if (!subscribers) return null;

  const matches = term ? subscribers.filter((email) => email.includes(term)) : subscribers;
  const shown = matches.slice(0, MAX_ROWS);

  return (
    <Panel title={text.heading} explain={text.explain}>
      {subscribers.length === 0 ? (
        <StatusText tone="neutral">{text.empty}</StatusText>
      ) : (
        <>
          <div className="max-w-sm">
            <label htmlFor={`${id}-search`} className="block text-sm font-medium text-parchment-200">
              {text.searchLabel}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={text.searchPlaceholder}
              aria-describedby={`${id}-count`}
              autoComplete="off"
              className={inputClass}
            />
          </div>
          <p id={`${id}-count`} aria-live="polite" className="mt-2 text-xs text-parchment-400">
            {matches.length ? text.shown(shown.length, matches.length) : text.noMatch}
          </p>
          <ul aria-label={text.heading} className="mt-2 divide-y divide-ink-800">
            {shown.map((email) => (
              <SubscriberRow key={email} email={email} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
