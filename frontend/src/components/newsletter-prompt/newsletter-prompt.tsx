import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { uiText } from '../../../../content/site';
import { MailIcon } from '../mailing-list-button/mail-icon';
import { Tooltip } from '../tooltip/tooltip';
import { dismissNewsletterPrompt, useNewsletterPromptDismissed } from './dismissal';

const text = uiText.newsletterPrompt;

/**
 * The floating newsletter prompt (SPEC §2, §4): a "Free Stories" button that opens the sign-up
 * modal, and a "No thanks" button. Dismissing it or signing up through it hides it for good.
 * The form is passed in (it belongs to the newsletter feature); it calls `onSignedUp` on success.
 */
export function NewsletterPrompt({ form }: { form: (onSignedUp: () => void) => ReactNode }) {
  const dismissed = useNewsletterPromptDismissed();
  const [open, setOpen] = useState(false);

  if (dismissed && !open) return null;

  const onSignedUp = () => {
    setOpen(false);
    dismissNewsletterPrompt();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div role="group" aria-label={text.heading} className="pointer-events-auto flex items-center rounded-full bg-ember-600 text-white shadow-lg shadow-black/40">
        <Dialog.Trigger className="flex items-center gap-2 rounded-l-full py-3 pr-2 pl-4 text-sm font-medium hover:bg-ember-700">
          <MailIcon className="size-4" />
          {text.button}
        </Dialog.Trigger>
        <Tooltip content={text.dismiss}>
          <button
            type="button"
            onClick={dismissNewsletterPrompt}
            aria-label={text.dismiss}
            className="grid h-full place-items-center rounded-r-full border-l border-white/25 px-3 py-3 hover:bg-ember-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </Tooltip>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-ink-700 bg-ink-900 p-6 shadow-2xl shadow-black/60">
          <Dialog.Title className="pr-8 font-display text-2xl text-parchment-100">{text.heading}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-parchment-300">{text.text}</Dialog.Description>
          <div className="mt-5">{form(onSignedUp)}</div>
          <Dialog.Close
            aria-label={text.close}
            className="absolute top-4 right-4 rounded p-1 text-parchment-400 hover:text-parchment-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
