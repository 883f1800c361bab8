import { useQuery } from '@tanstack/react-query';
import { uiText } from '@content/ui-text';
import { shortStoriesQuery } from '../api';
import { StoryCard } from './story-card';
import { QueryState } from '@frontend/components/query-state';
import { BusyRegion, CardSkeletons, type CardSkeletonLayout } from '@frontend/components/skeleton';

export const STORY_SKELETON_ROWS = 6;

/** A story card's placeholder: the cover, then title, genre, two lines of description and the button. */
const STORY_CARD_SKELETON: CardSkeletonLayout = {
  frame:
    'grid animate-pulse grid-cols-[7rem_1fr] gap-4 rounded-lg border border-ink-800 bg-ink-900/40 p-4 sm:grid-cols-[8rem_1fr] sm:gap-6 sm:p-6',
  media: 'aspect-[2/3] w-full rounded-md bg-ink-800',
  body: 'space-y-3',
  bars: [
    'h-6 w-2/3 rounded',
    'h-4 w-24 rounded-full',
    'h-3 w-full rounded',
    'h-3 w-5/6 rounded',
    'h-9 w-36 rounded-md',
  ],
};

/** The short stories as the API orders them (featured first), with loading, error and empty states. */
export function StoryList() {
  const stories = useQuery(shortStoriesQuery());
  return (
    <QueryState
      query={stories}
      pending={
        <BusyRegion label="Loading stories…" className="space-y-4">
          <CardSkeletons count={STORY_SKELETON_ROWS} testId="story-skeleton" layout={STORY_CARD_SKELETON} />
        </BusyRegion>
      }
      error={uiText.stories.error}
      empty={<p className="text-parchment-300">{uiText.stories.empty}</p>}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul className="space-y-4">
          {data.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
