/**
 * HTML built with every interpolated value escaped: the one escaping of emails (and of the feeds'
 * and EPUBs' markup). Pure (no Node or AWS), so the admin's email preview renders with it too.
 */

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Marks a string as already-safe HTML. */
export class SafeHtml {
  constructor(readonly html: string) {}
}

/** Builds HTML with every interpolated value escaped unless it is `SafeHtml` (arrays are joined). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const render = (value: unknown): string =>
    value instanceof SafeHtml
      ? value.html
      : Array.isArray(value)
        ? value.map(render).join('')
        : escapeHtml(String(value ?? ''));
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}
