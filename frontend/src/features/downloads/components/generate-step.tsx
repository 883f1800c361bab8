import type { StatusTone } from '@frontend/components/status-text';
import { buttonStyles } from '@frontend/components/buttons';
import { downloadsText as text } from '../texts';
import { ActionWithReason } from './action-with-reason';
import { FreeEbookSendStep } from './free-ebook-send-step';

export type GenerateState =
  { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; ok: number; failed: number } | { phase: 'error' };

/** Why generating is not possible yet (docs/SPEC.md §4), or null when it is. */
export type GenerateBlock = 'subscribers' | 'file' | null;

export function GenerateStep({
  state,
  blockedBy,
  onGenerate,
}: {
  state: GenerateState;
  blockedBy: GenerateBlock;
  onGenerate: () => void;
}) {
  const busy = state.phase === 'busy';
  const tone: StatusTone = { idle: 'neutral', busy: 'busy', done: 'success', error: 'error' }[
    state.phase
  ] as StatusTone;
  const status =
    state.phase === 'done' ? text.generate.status.done(state.ok, state.failed) : text.generate.status[state.phase];
  const reason =
    blockedBy === 'subscribers'
      ? text.generate.blockedBySubscribers
      : blockedBy === 'file'
        ? text.generate.blockedByFile
        : null;

  return (
    <FreeEbookSendStep
      number={3}
      title={text.generate.heading}
      explain={text.generate.explain}
      tone={state.phase === 'done' && state.failed ? 'warning' : tone}
      status={status}
    >
      {/*
        aria-disabled rather than disabled while blocked: the button stays focusable and, when
        pressed, says why in a toast (No Subscribers / File Not Ready) instead of doing nothing.
      */}
      <ActionWithReason reason={reason}>
        {(describedBy) => (
          <button
            type="button"
            onClick={onGenerate}
            disabled={busy}
            aria-disabled={blockedBy ? true : undefined}
            aria-describedby={describedBy}
            className={`${buttonStyles.primary} disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
          >
            {busy ? text.generate.busyButton : text.generate.button}
          </button>
        )}
      </ActionWithReason>
    </FreeEbookSendStep>
  );
}
