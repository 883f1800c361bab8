import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from '../chrome-constants';
import { CloseIcon } from '../icons/close-icon';
import { dismissToast, useToasts } from './use-toast';
import type { ToastVariant } from './toast-store';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-ink-700 bg-ink-900 text-parchment-100',
  destructive: 'border-red-800 bg-red-950 text-red-50',
};

/** Follow the finger while swiping, spring back when cancelled, leave from where the swipe ended. */
const SWIPE_CLASSES =
  'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)';

/**
 * Renders the toast queue with Radix Toast: a labelled notification region (F8 focuses it),
 * each toast announced politely (destructive ones assertively), closed by its button, by
 * Escape, by swiping right or after TOAST_DURATION_MS.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={`${SWIPE_CLASSES} pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-xl shadow-black/40 ${VARIANT_CLASSES[variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
