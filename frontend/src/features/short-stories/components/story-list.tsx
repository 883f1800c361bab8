import { useQuery } from '@tanstack/react-query';
import { uiText } from '@content/site';
import { shortStoriesQuery } from '../api';
import { StoryCard } from './story-card';
import { LoadError } from '@frontend/components/load-error';

export const STORY_SKELETON_ROWS = 6;

function StorySkeleton() {
  return (
    <div
      data-testid="story-skeleton"
      className="grid animate-pulse grid-cols-[7rem_1fr] gap-4 rounded-lg border border-ink-800 bg-ink-900/40 p-4 sm:grid-cols-[8rem_1fr] sm:gap-6 sm:p-6"
    >
      <div className="aspect-[2/3] w-full rounded-md bg-ink-800" />
      <div className="space-y-3">
        <div className="h-6 w-2/3 rounded bg-ink-800" />
        <div className="h-4 w-24 rounded-full bg-ink-800" />
        <div className="h-3 w-full rounded bg-ink-800" />
        <div className="h-3 w-5/6 rounded bg-ink-800" />
        <div className="h-9 w-36 rounded-md bg-ink-800" />
      </div>
    </div>
  );
}

/** The short stories as the API orders them (featured first), with loading, error and empty states. */
export function StoryList() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(shortStoriesQuery());

  if (isPending) {
    return (
      <div aria-busy="true" aria-live="polite" className="space-y-4">
        <span className="sr-only">Loading stories…</span>
        {Array.from({ length: STORY_SKELETON_ROWS }, (_, i) => (
          <StorySkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <LoadError
        title={uiText.stories.error}
        detail={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (data.length === 0) {
    return <p className="text-parchment-300">{uiText.stories.empty}</p>;
  }

  return (
    <ul className="space-y-4">
      {data.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
