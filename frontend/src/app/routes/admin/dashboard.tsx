/** `/admin`: the dashboard's landing page; the tools arrive in later pages. */
export function Component() {
  return (
    <div className="rounded-lg border border-ink-800 bg-ink-900/50 p-6">
      <h2 className="font-display text-xl text-parchment-100">Welcome back</h2>
      <p className="mt-2 text-sm text-parchment-300">
        Choose a tool from the menu. The download campaign and email pages are on their way.
      </p>
    </div>
  );
}
