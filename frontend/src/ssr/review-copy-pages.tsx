/** The page behind a reader's private ARC link (functions/http/arc/public.ts): two forms, Download and the review report. */
import { Fragment } from 'react';
import { EPUB_READING_HELP } from '@content/site';
import { ARC_LINK_MAX_DOWNLOADS, ARC_PLATFORM_LABELS } from '@contract/arc';
import { formatDeadline } from '@contract/deadline';
import { pathOf } from '@contract/define-route';
import { routes } from '@contract/routes';
import type { ReviewCopyLookup } from '../../../functions/core/arc/review-copy';
import { Contact, noticePage, standalonePage, type RenderedPage } from './standalone-page';

export interface PageNotice {
  usedUp?: boolean;
  thanks?: boolean;
  full?: boolean;
  /** The review form's problem, and what the reader typed, to keep it. */
  problem?: string;
  given?: string;
}

type Valid = Extract<ReviewCopyLookup, { state: 'valid' }>;

function Status({ notice }: { notice: PageNotice }) {
  if (notice.thanks)
    return (
      <p role="status">
        <strong>Thank you! Your review is recorded.</strong>
      </p>
    );
  if (notice.full) return <p role="status">You have reported as many reviews as this page takes. Thank you!</p>;
  if (notice.usedUp)
    return (
      <p role="alert">
        This link’s {ARC_LINK_MAX_DOWNLOADS} downloads have all been used. If you need the file again, reply to your
        invitation email.
      </p>
    );
  return null;
}

function ReviewCopy({
  token,
  found: { round, invite, cover },
  notice,
}: {
  token: string;
  found: Valid;
  notice: PageNotice;
}) {
  const left = Math.max(0, ARC_LINK_MAX_DOWNLOADS - invite.downloads);
  return (
    <>
      {cover ? <img className="cover" src={cover} alt="" width="96" height="144" /> : null}
      <h1>Your review copy of {round.bookTitle}</h1>
      <Status notice={notice} />
      <p>
        Hello{invite.name ? ` ${invite.name}` : ''}. This EPUB is prepared for you alone and names you inside. Please
        keep it to yourself.
      </p>
      <form method="post" action={pathOf(routes.downloadReviewCopy, { token })}>
        <button type="submit" disabled={!left}>
          Download the EPUB
        </button>
      </form>
      <p>
        {left} of {ARC_LINK_MAX_DOWNLOADS} downloads left. {EPUB_READING_HELP}
      </p>
      <p>
        Please post your review by <strong>{formatDeadline(round.deadline)}</strong>.
      </p>
      {round.instructions ? (
        <>
          <h2>What I would love you to do</h2>
          <p>{round.instructions}</p>
        </>
      ) : null}
      <h2>Tell me about your review</h2>
      {invite.reviews.length ? (
        <>
          <p>Reviews you reported:</p>
          <ul>
            {invite.reviews.map((review, i) => (
              <li key={i}>
                {ARC_PLATFORM_LABELS[review.platform]}:{' '}
                <a href={review.url} rel="noopener nofollow">
                  {review.url}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form method="post" action={pathOf(routes.reportReview, { token })}>
        <fieldset>
          <legend>Where did you post it?</legend>
          {round.platforms.map((platform, i) => (
            <Fragment key={platform}>
              <label>
                <input type="radio" name="platform" value={platform} defaultChecked={i === 0} />{' '}
                {ARC_PLATFORM_LABELS[platform]}
              </label>
              <br />
            </Fragment>
          ))}
        </fieldset>
        <p>
          <label htmlFor="review-url">The review’s address</label>
          <br />
          <input
            id="review-url"
            name="url"
            inputMode="url"
            autoComplete="url"
            required
            placeholder="https://"
            defaultValue={notice.given ?? ''}
            aria-invalid={notice.problem ? true : undefined}
            aria-describedby={notice.problem ? 'review-problem' : undefined}
          />
        </p>
        {notice.problem ? (
          <p id="review-problem" role="alert">
            {notice.problem}
          </p>
        ) : null}
        <button type="submit">Report my review</button>
      </form>
    </>
  );
}

/** GET and POST /api/review-copy/{token}: the reader's copy, or why the link no longer gives it. */
export function reviewCopyPage(
  token: string,
  found: ReviewCopyLookup,
  notice: PageNotice = {},
  statusCode = 200,
): RenderedPage {
  switch (found.state) {
    case 'unknown':
      return noticePage({
        statusCode: 404,
        title: 'Review copy link not recognised',
        heading: 'We don’t recognise this link',
        words: (
          <>
            It may have been copied incompletely. Please open it from your invitation email again, or write to{' '}
            <Contact />.
          </>
        ),
      });
    case 'expired':
      return noticePage({
        statusCode: 410,
        title: 'Review copy link expired',
        heading: 'This review copy link has expired',
        words: (
          <>
            The review period for <strong>{found.round.bookTitle}</strong> ended on{' '}
            {formatDeadline(found.round.deadline)}. If you still have something to tell, write to <Contact />.
          </>
        ),
      });
    case 'withdrawn':
      return noticePage({
        statusCode: 410,
        title: 'Review copy withdrawn',
        heading: 'This review copy has been withdrawn',
        words: (
          <>
            The advance copy of <strong>{found.round.bookTitle}</strong> is no longer offered through this link. If you
            think this is a mistake, write to <Contact />.
          </>
        ),
      });
    case 'valid':
      return standalonePage(
        statusCode,
        `Your review copy of ${found.round.bookTitle}`,
        <ReviewCopy token={token} found={found} notice={notice} />,
      );
  }
}
