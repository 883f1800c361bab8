import { lazy, Suspense, useState, type ReactNode } from 'react';
import { uiText } from '@content/ui-text';
import { MailIcon } from '../mailing-list-button/mail-icon';
import { dismissNewsletterPrompt } from './dismissal';

const text = uiText.newsletterPrompt;

const loadDialog = () => import('./prompt-dialog');
/** The modal and its dialog library load when the reader first points at or focuses the button. */
const PromptDialog = lazy(loadDialog);

/**
 * The newsletter prompt's "Free Stories" button and the sign-up modal it opens: the prompt's form
 * part (an island of its own, islands/names.ts). The form is passed in (it belongs to the newsletter
 * feature); it calls `onSignedUp` on success, which closes the modal and dismisses the prompt.
 */
export function PromptOpener({ form }: { form: (onSignedUp: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays out and reopening is instant.
  const [wanted, setWanted] = useState(false);
  // The button that opened the modal, which gets focus back when it closes.
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);

  const onSignedUp = () => {
    setOpen(false);
    dismissNewsletterPrompt();
  };

  return (
    <>
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
