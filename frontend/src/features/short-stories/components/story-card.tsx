import { Link } from 'react-router-dom';
import { uiText } from '@content/ui-text';
import type { ShortStory } from '@contract/stories';
import { ExternalLink } from '@frontend/components/external-link';
import { cutTeaser } from '../teaser';
import { StoryCover } from './story-cover';

export function StoryCard({ story }: { story: ShortStory }) {
  const reviewUrl = story.reedyPromptsUrl && story.reedyPromptsUrl !== '#' ? story.reedyPromptsUrl : null;
  return (
    <article
      aria-labelledby={`story-${story.id}`}
      className="grid grid-cols-[7rem_1fr] gap-4 rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:grid-cols-[8rem_1fr] sm:gap-6 sm:p-6"
    >
      <StoryCover title={story.title} genre={story.genre} coverImage={story.coverImage} />
      <div className="min-w-0">
        <h2 id={`story-${story.id}`} className="font-display text-xl text-parchment-100 sm:text-2xl">
          {story.title}
        </h2>
        <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-2 text-xs">
          {story.featured ? (
            <li className="rounded-full bg-ember-600 px-2.5 py-0.5 font-medium text-white">
              {uiText.stories.featured}
            </li>
          ) : null}
          <li className="rounded-full bg-ember-900/60 px-2.5 py-0.5 text-ember-200 ring-1 ring-ember-700/60">
            {story.genre}
          </li>
          {story.editoriallyReviewed ? (
            <li className="rounded-full bg-parchment-100/10 px-2.5 py-0.5 text-parchment-200 ring-1 ring-parchment-100/20">
              {uiText.stories.editorialReview}
            </li>
          ) : null}
        </ul>
        <p className="mt-3 text-sm text-parchment-300">{story.description}</p>
        <blockquote className="mt-3 border-l-2 border-ember-700 pl-3 text-sm text-parchment-400 italic">
          {cutTeaser(story.teaser)}
        </blockquote>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to="/sign-up"
            className="inline-flex items-center rounded-md bg-ember-600 px-4 py-2 text-sm font-medium text-white shadow hover:bg-ember-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400"
          >
            {uiText.stories.signUpToRead}
          </Link>
          {reviewUrl ? (
            <ExternalLink
              href={reviewUrl}
              className="text-sm text-parchment-300 underline underline-offset-4 hover:text-ember-300"
            >
              {uiText.stories.reviewService}
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
