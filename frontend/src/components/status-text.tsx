import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'busy' | 'success' | 'warning' | 'error';

const TONE_CLASSES: Record<StatusTone, string> = {
  neutral: 'text-parchment-300',
  busy: 'text-parchment-200',
  success: 'text-emerald-300',
  warning: 'text-amber-300',
  error: 'text-red-400',
};

/** One icon per tone, so a state never rests on colour alone. */
function ToneIcon({ tone }: { tone: StatusTone }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    className: 'mt-0.5 size-4 shrink-0',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
  } as const;
  switch (tone) {
    case 'success':
      return (
        <svg {...common}>
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common}>
          <path d="M12 3l9.5 17h-19z" strokeLinejoin="round" />
          <path d="M12 10v4M12 17v.5" strokeLinecap="round" />
        </svg>
      );
    case 'busy':
      return (
        <svg {...common} className={`${common.className} motion-safe:animate-spin`}>
          <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
        </svg>
      );
    case 'neutral':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
        </svg>
      );
  }
}

/** A line of state: an icon and text in the tone's colour (errors in red, with an icon too). */
export function StatusText({
  tone,
  children,
  className = '',
}: {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-start gap-1.5 ${TONE_CLASSES[tone]} ${className}`}>
      <ToneIcon tone={tone} />
      <span className="min-w-0 break-words">{children}</span>
    </span>
  );
}
