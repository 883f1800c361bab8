/**
 * An email as a mail client shows it: the HTML in a sandboxed frame (no scripts, no navigation out
 * of it), at a fixed height so the page does not shift, and the plain-text part under a disclosure.
 */
export function EmailFrame({
  html,
  text,
  frameTitle,
  plainTextLabel,
}: {
  html: string;
  text: string;
  frameTitle: string;
  plainTextLabel: string;
}) {
  return (
    <>
      <iframe
        title={frameTitle}
        srcDoc={html}
        sandbox=""
        className="mt-3 h-[32rem] w-full rounded-md border border-ink-800 bg-white"
      />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-ember-300">{plainTextLabel}</summary>
        {/* Focusable so keyboard users can scroll it. */}
        <pre
          tabIndex={0}
          className="mt-2 max-h-80 overflow-auto rounded-md bg-ink-950/60 p-3 text-xs whitespace-pre-wrap text-parchment-200"
        >
          {text}
        </pre>
      </details>
    </>
  );
}
