import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryState } from '@frontend/components/query-state';
import { callApi } from '@frontend/lib/api';
import { useDebounced } from '@frontend/lib/use-debounced';
import { PostContent } from '../../components/post-content';
import { adminBlogText } from '../texts';

/** Wait this long after the last keystroke before asking the server to render the preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The post's body as it will look on the public page: the server renders the Markdown with the
 * same renderer and sanitizer as the public page (`POST /api/blog/preview`), so the browser
 * needs no Markdown or sanitizing library of its own.
 */
export function LivePreview({ content }: { content: string }) {
  const text = adminBlogText.preview;
  const debounced = useDebounced(content, PREVIEW_DEBOUNCE_MS);
  const hasContent = debounced.trim() !== '';
  const preview = useQuery({
    queryKey: ['blog-preview', debounced],
    queryFn: ({ signal }) => callApi('previewBlogPost', { body: { content: debounced }, signal }),
    enabled: hasContent,
    placeholderData: keepPreviousData,
    gcTime: 30_000,
  });

  return (
    <section aria-labelledby="preview-heading" className="rounded-lg border border-ink-800 bg-ink-900/40 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="preview-heading" className="text-xs tracking-[0.3em] text-ember-400 uppercase">
          {text.heading}
        </h3>
        <p role="status" className="text-xs text-parchment-400">
          {hasContent && preview.isFetching ? text.updating : ''}
        </p>
      </div>
      <div data-testid="post-preview" className="mt-4 min-h-24">
        {!hasContent ? (
          <p className="text-sm text-parchment-400">{text.empty}</p>
        ) : (
          <QueryState
            query={preview}
            pending={null}
            error={(error) => (
              <p role="alert" className="text-sm text-red-300">
                {text.failed} {error.message}
              </p>
            )}
          >
            {(data) => <PostContent html={data.html} />}
          </QueryState>
        )}
      </div>
    </section>
  );
}
