/** Typography for the post's HTML (headings, lists, quotes, code, tables, images) without a plugin. */
const contentStyles = [
  'text-lg leading-relaxed text-parchment-200 break-words',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_blockquote]:mt-6 [&_pre]:mt-6 [&_figure]:mt-6 [&_table]:mt-6',
  '[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:text-parchment-100',
  '[&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:text-parchment-100',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-parchment-100 [&_h5]:mt-6 [&_h6]:mt-6',
  '[&_a]:text-ember-300 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-ember-200',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-ember-700 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-parchment-300',
  '[&_code]:rounded [&_code]:bg-ink-800 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_td]:border [&_th]:border-ink-700 [&_td]:border-ink-700 [&_th]:px-3 [&_td]:px-3 [&_th]:py-1.5 [&_td]:py-1.5',
  '[&_hr]:my-10 [&_hr]:border-ink-700 [&>*:first-child]:mt-0',
].join(' ');

/**
 * A post's body as the server rendered it (`contentHtml` from the API, or the preview route's
 * `html`). The server turns the Markdown into HTML and sanitizes it with sanitize-html (a tag and
 * attribute allow-list, no script, no event handlers, no `javascript:` URLs; see
 * functions/core/blog/render-markdown.ts), so it is safe to insert as HTML here.
 */
export function PostContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div data-post-content className={`${contentStyles} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
