import { analyticsText as text } from '../texts';

const block = 'animate-pulse rounded-lg bg-ink-800/70';

/** Placeholders the size of the figures, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div aria-hidden="true" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`h-20 ${block}`} />
          ))}
        </div>
        <div className={`h-80 ${block}`} />
        <div className="grid gap-6 md:grid-cols-2">
          <div className={`h-56 ${block}`} />
          <div className={`h-56 ${block}`} />
        </div>
      </div>
    </div>
  );
}

/** The server's message (or the client's, when the server could not be reached), with a retry. */
export function DashboardEmpty() {
  return (
    <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-10 text-center">
      <p className="font-display text-xl text-parchment-100">{text.empty}</p>
      <p className="mt-2 text-sm text-parchment-400">{text.emptyHint}</p>
    </div>
  );
}
