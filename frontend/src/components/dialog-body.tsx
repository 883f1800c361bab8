import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons/close-icon';

/** The class names of a dialog's parts: the pages' dialogs share one look, the newsletter prompt has its own. */
export interface DialogLook {
  overlay: string;
  content: string;
  description: string;
  close: string;
}

const PAGE_DIALOG_LOOK: DialogLook = {
  overlay: 'fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm',
  content:
    'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-ink-700 bg-ink-900 p-6 text-parchment-200 shadow-2xl shadow-black/60 focus:outline-none',
  description: 'mt-3 text-sm leading-relaxed text-parchment-300',
  close:
    'absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-parchment-300 hover:bg-ink-800 hover:text-parchment-100',
};

/**
 * The open dialog of `<Dialog>` (dialog.tsx) and of the newsletter prompt, in its own chunk with
 * Radix Dialog: focus moves in and is trapped, Escape and the close button close it, focus returns
 * to `returnFocus` (the control that opened it), the page behind is hidden from screen readers.
 */
export interface DialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: HTMLElement | null;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  look?: DialogLook;
  children?: ReactNode;
}

export default function DialogBody({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  closeLabel,
  look = PAGE_DIALOG_LOOK,
  children,
}: DialogBodyProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={look.overlay} />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          className={look.content}
        >
          <DialogPrimitive.Title className="pr-8 font-display text-2xl text-parchment-100">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className={look.description}>{description}</DialogPrimitive.Description>
          {children}
          <DialogPrimitive.Close aria-label={closeLabel} className={look.close}>
            <CloseIcon className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
