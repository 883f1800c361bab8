import type { SaveState } from '@frontend/lib/use-autosave';
import { StatusText, type StatusTone } from './status-text';

/** Why the words are not saved, per editor: what to press, what is missing. */
export interface UnsavedReasons {
  manual: string;
  incomplete: string;
}

const TONES: Record<SaveState['kind'], StatusTone> = {
  idle: 'neutral',
  saving: 'busy',
  saved: 'success',
  unsaved: 'warning',
};

function words(state: SaveState, reasons: UnsavedReasons): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'unsaved':
      return `Not saved: ${state.reason === 'failed' ? (state.message ?? '') : reasons[state.reason]}`;
  }
}

/** An editor's save line ("Saving…", "Saved", "Not saved: why"), told to screen readers politely. */
export function SaveStateLine({ state, reasons }: { state: SaveState; reasons: UnsavedReasons }) {
  const said = words(state, reasons);
  return (
    <p role="status" data-testid="save-state" className="min-h-5 text-sm">
      {said ? <StatusText tone={TONES[state.kind]}>{said}</StatusText> : null}
    </p>
  );
}
