import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, type ReactNode, type RefObject } from 'react';
import { uiText } from '@content/site';

const text = uiText.newsletterPrompt;

/**
 * The newsletter prompt's sign-up modal (Radix Dialog: focus moves in and is trapped, Escape and
 * the close button close it, the page behind is hidden from screen readers). Its own chunk, loaded
 * when the reader first reaches for the prompt; focus goes back to the prompt's button on close.
 */
export default function PromptDialog({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-ink-700 bg-ink-900 p-6 shadow-2xl shadow-black/60"
        >
          <Dialog.Title className="pr-8 font-display text-2xl text-parchment-100">{text.heading}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-parchment-300">{text.text}</Dialog.Description>
          <div className="mt-5">
            <Suspense fallback={null}>{children}</Suspense>
          </div>
          <Dialog.Close
            aria-label={text.close}
            className="absolute top-4 right-4 rounded p-1 text-parchment-400 hover:text-parchment-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
