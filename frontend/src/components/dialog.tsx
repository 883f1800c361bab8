import { cloneElement, lazy, Suspense, useState, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

import { buttonStyles } from './buttons';
import type { DialogBodyProps } from './dialog-body';

const loadBody = () => import('./dialog-body');
/** Radix Dialog (about 8 kB gzipped) loads when the reader first points at or focuses a trigger. */
const DialogBody = lazy(loadBody);

/** A control inside a dialog that closes it (and may also be a link): Radix's, from the same chunk. */
export const DialogClose = lazy(() => import('@radix-ui/react-dialog').then((module) => ({ default: module.Close })));

type Trigger = ReactElement<HTMLAttributes<HTMLElement>>;

/**
 * A modal dialog opened by `trigger` (dialog-body.tsx has the dialog itself: focus moves in and is
 * trapped, Escape and the close button close it, focus returns to the trigger, the page behind is
 * hidden from screen readers).
 */
export function Dialog({
  trigger,
  opensWhen,
  // The dialog's own texts and content, handed to DialogBody as they are.
  ...body
}: {
  /** One focusable element that opens the dialog. */
  trigger: Trigger;
  /** When given and false at the click, the trigger does what it does alone (a submit button submits). */
  opensWhen?: () => boolean;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays out and reopening is instant.
  const [wanted, setWanted] = useState(false);
  // The trigger that opened it, which gets focus back when it closes.
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const own = trigger.props;
  const opener = cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      void loadBody();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      void loadBody();
    },
    onClick: (event) => {
      own.onClick?.(event);
      if (opensWhen && !opensWhen()) return;
      // A submit button that opens the dialog does not submit its form.
      event.preventDefault();
      setReturnFocus(event.currentTarget);
      setWanted(true);
      setOpen(true);
    },
  } satisfies HTMLAttributes<HTMLElement>);
  return (
    <>
      {opener}
      {wanted ? (
        <Suspense fallback={null}>
          <DialogBody open={open} onOpenChange={setOpen} returnFocus={returnFocus} {...body} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A modal dialog the page opens itself, not a trigger (a guard asking before a link is followed):
 * shown while `open`; closing it gives the focus back to `returnFocus`.
 */
export function OpenedDialog(props: Omit<DialogBodyProps, 'look'>) {
  return props.open ? (
    <Suspense fallback={null}>
      <DialogBody {...props} />
    </Suspense>
  ) : null;
}

/** A dialog's "leave things as they are" button: it only closes the dialog. */
export function DialogCancel({ label }: { label: string }) {
  return (
    <DialogClose asChild>
      <button type="button" className={buttonStyles.secondary}>
        {label}
      </button>
    </DialogClose>
  );
}

/** A confirmation's two choices: keep things as they are (closes the dialog), or go on (closes it and calls `onConfirm`). */
export function ConfirmChoices({
  cancel,
  confirm,
  onConfirm,
}: {
  cancel: string;
  confirm: string;
  onConfirm: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <DialogCancel label={cancel} />
      <DialogClose asChild>
        <button type="button" onClick={onConfirm} className={buttonStyles.primary}>
          {confirm}
        </button>
      </DialogClose>
    </div>
  );
}
