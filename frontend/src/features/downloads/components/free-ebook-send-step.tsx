import { useId, type ReactNode } from 'react';
import { StatusText, type StatusTone } from '@frontend/components/status-text';
import { downloadsText as text } from '../texts';

/**
 * One numbered step of the free-ebook send: its heading, what it does, its state (announced politely
 * when it changes) and its controls. Steps sit in an ordered list, so their order is announced too.
 */
export function FreeEbookSendStep({
  number,
  title,
  explain,
  tone,
  status,
  children,
}: {
  number: number;
  title: string;
  explain: string;
  tone: StatusTone;
  status: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  const done = tone === 'success';
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
            done ? 'bg-emerald-900/70 text-emerald-200' : 'bg-ink-800 text-parchment-200'
          }`}
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-display text-lg text-parchment-100">
            <span className="sr-only">{text.stepLabel(number)}: </span>
            {title}
          </h3>
          <p className="mt-1 text-sm text-parchment-400">{explain}</p>
          <p role="status" aria-live="polite" className="mt-2 text-sm">
            <StatusText tone={tone}>{status}</StatusText>
          </p>
          {children ? <div className="mt-3">{children}</div> : null}
        </div>
      </div>
    </li>
  );
}
