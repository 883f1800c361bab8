import { Suspense, type ReactNode } from 'react';
import { uiText } from '@content/ui-text';
import DialogBody, { type DialogLook } from '../dialog-body';

const text = uiText.newsletterPrompt;

/** The prompt modal's own look: a darker overlay, rounder corners, a smaller close button. */
const PROMPT_LOOK: DialogLook = {
  overlay: 'fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm',
  content:
    'fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-ink-700 bg-ink-900 p-6 shadow-2xl shadow-black/60',
  description: 'mt-2 text-sm text-parchment-300',
  close: 'absolute top-4 right-4 rounded p-1 text-parchment-400 hover:text-parchment-100',
};

/**
 * The newsletter prompt's sign-up modal: the shared dialog (dialog-body.tsx) in the prompt's look
 * and texts. Its own chunk, loaded when the reader first reaches for the prompt; focus goes back
 * to the prompt's button on close.
 */
export default function PromptDialog({
  children,
  ...state
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <DialogBody {...state} title={text.heading} description={text.text} closeLabel={text.close} look={PROMPT_LOOK}>
      <div className="mt-5">
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </DialogBody>
  );
}
