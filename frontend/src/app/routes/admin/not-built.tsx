import { useLocation } from 'react-router-dom';

/** Any admin path without a page yet. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 p-6">
      <h2 className="font-display text-xl text-parchment-100">Not available yet</h2>
      <p className="mt-2 text-sm text-parchment-300">
        <code className="text-parchment-200">{pathname}</code> has no page yet.
      </p>
    </div>
  );
}
