import { lazy, Suspense, useState, type ReactNode } from 'react';
import { uiText } from '@content/site';
import { MailIcon } from '../mailing-list-button/mail-icon';
import { CloseIcon } from '../icons/close-icon';
import { IconButton } from '../tooltip/icon-button';
import { dismissNewsletterPrompt, useNewsletterPromptDismissed } from './dismissal';

const text = uiText.newsletterPrompt;

const loadDialog = () => import('./prompt-dialog');
/** The modal and its dialog library load when the reader first points at or focuses the button. */
const PromptDialog = lazy(loadDialog);

/**
 * The floating newsletter prompt (docs/SPEC.md §2, §4): a "Free Stories" button that opens the sign-up
 * modal, and a "No thanks" button. Dismissing it or signing up through it hides it for good.
 * The form is passed in (it belongs to the newsletter feature); it calls `onSignedUp` on success.
 */
export function NewsletterPrompt({ form }: { form: (onSignedUp: () => void) => ReactNode }) {
  const dismissed = useNewsletterPromptDismissed();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays out and reopening is instant.
  const [wanted, setWanted] = useState(false);
  // The button that opened the modal, which gets focus back when it closes.
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);

  if (dismissed && !open) return null;

  const onSignedUp = () => {
    setOpen(false);
    dismissNewsletterPrompt();
  };

  return (
    <>
      <div
        role="group"
        aria-label={text.heading}
        className="pointer-events-auto flex items-center rounded-full bg-ember-600 text-white shadow-lg shadow-black/40"
      >
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={(event) => {
            setReturnFocus(event.currentTarget);
            setWanted(true);
            setOpen(true);
          }}
          className="flex items-center gap-2 rounded-l-full py-3 pr-2 pl-4 text-sm font-medium hover:bg-ember-700"
        >
          <MailIcon className="size-4" />
          {text.button}
        </button>
        <IconButton
          label={text.dismiss}
          onClick={dismissNewsletterPrompt}
          className="grid h-full place-items-center rounded-r-full border-l border-white/25 px-3 py-3 hover:bg-ember-700"
        >
          <CloseIcon className="size-4" />
        </IconButton>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <PromptDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus}>
            {form(onSignedUp)}
          </PromptDialog>
        </Suspense>
      ) : null}
    </>
  );
}
