import { useState } from 'react';
import type { StatusTone } from '@frontend/components/status-text';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { downloadsText as text } from '../texts';
import { FreeEbookSendStep } from './free-ebook-send-step';

/** Rows shown before "Show all": a list of thousands stays quick to render and to scroll past. */
const FIRST_ROWS = 100;

export interface SubscribersState {
  /** Undefined until loaded. */
  subscribers: string[] | undefined;
  loading: boolean;
  failed: boolean;
}

function SubscriberList({ subscribers }: { subscribers: string[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? subscribers : subscribers.slice(0, FIRST_ROWS);
  return (
    <div>
      {/* Focusable so keyboard users can scroll it. */}
      <div
        role="region"
        aria-label={text.subscribers.listLabel}
        tabIndex={0}
        className="max-h-56 overflow-y-auto rounded-md border border-ink-800 bg-ink-950/60 p-3"
      >
        <ul className="space-y-1 text-sm break-all text-parchment-200">
          {shown.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      </div>
      {shown.length < subscribers.length ? (
        <button type="button" onClick={() => setShowAll(true)} className={`mt-2 text-sm ${textLinkStyle}`}>
          Show all {subscribers.length.toLocaleString('en-US')}
        </button>
      ) : null}
    </div>
  );
}

export function SubscribersStep({ state, onLoad }: { state: SubscribersState; onLoad: () => void }) {
  const { subscribers, loading, failed } = state;
  const loaded = subscribers !== undefined;
  const tone: StatusTone = loading
    ? 'busy'
    : failed
      ? 'error'
      : !loaded
        ? 'neutral'
        : subscribers.length
          ? 'success'
          : 'warning';
  const status = loading
    ? text.subscribers.status.loading
    : failed
      ? text.subscribers.status.error
      : !loaded
        ? text.subscribers.status.idle
        : subscribers.length
          ? text.subscribers.status.loaded(subscribers.length)
          : text.subscribers.status.empty;

  return (
    <FreeEbookSendStep
      number={2}
      title={text.subscribers.heading}
      explain={text.subscribers.explain}
      tone={tone}
      status={status}
    >
      <div className="space-y-3">
        <button
          type="button"
          onClick={onLoad}
          disabled={loading}
          className={`${buttonStyles.secondary} disabled:opacity-60`}
        >
          {loading ? text.subscribers.busyButton : loaded ? text.subscribers.reloadButton : text.subscribers.button}
        </button>
        {subscribers?.length ? <SubscriberList subscribers={subscribers} /> : null}
      </div>
    </FreeEbookSendStep>
  );
}
