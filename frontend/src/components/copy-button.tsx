import { useEffect, useState } from 'react';
import { toast, type ToastInput } from './toast';

/** How long the button says "Copied" after a successful copy. */
const COPIED_LABEL_MS = 2000;

/** Copies text with the async Clipboard API; false when the browser refuses (no permission, insecure page). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A button that copies `value` and says so with a toast (`copied`) or a destructive toast
 * (`failed`). `label` is what sighted users read; `accessibleLabel` names what is copied, for
 * lists where every row has a Copy button.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  accessibleLabel,
  copied,
  failed,
  className,
  disabled = false,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  accessibleLabel?: string;
  copied: ToastInput;
  failed: ToastInput;
  className: string;
  disabled?: boolean;
}) {
  const [justCopied, setJustCopied] = useState(false);

  useEffect(() => {
    if (!justCopied) return;
    const timer = setTimeout(() => setJustCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [justCopied]);

  const copy = async () => {
    if (await copyToClipboard(value)) {
      setJustCopied(true);
      toast(copied);
    } else {
      toast({ ...failed, variant: 'destructive' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      disabled={disabled}
      aria-label={accessibleLabel}
      className={className}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {justCopied ? (
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" strokeLinecap="round" />
          </>
        )}
      </svg>
      {justCopied ? copiedLabel : label}
    </button>
  );
}
