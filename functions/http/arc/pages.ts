import { CONTACT_EMAIL } from '@content/author';
import { EPUB_READING_HELP } from '@content/site';
import { ARC_LINK_MAX_DOWNLOADS, ARC_PLATFORM_LABELS, catalogueCover } from '../../contract/arc';
import { formatDeadline } from '../../contract/deadline';
import { pathOf } from '../../contract/define-route';
import { routes } from '../../contract/routes';
import type { ReviewCopyLookup } from '../../core/arc/review-copy';
import { html, htmlPage } from '../../lib/html-page';
import type { Reply } from '../route-handler';

/** The page behind a reader's private ARC link. It works without JavaScript: two forms, Download and the review report. */

const contact = html`<a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>`;

export interface PageNotice {
  usedUp?: boolean;
  thanks?: boolean;
  full?: boolean;
  /** The review form's problem, and what the reader typed, to keep it. */
  problem?: string;
  given?: string;
}

export function reviewCopyPage(
  token: string,
  found: ReviewCopyLookup,
  notice: PageNotice = {},
  statusCode = 200,
): Reply {
  if (found.state === 'unknown') {
    return htmlPage(
      404,
      'Review copy link not recognised',
      html`<h1>We don’t recognise this link</h1><p>It may have been copied incompletely. Please open it from your invitation email again, or write to ${contact}.</p>`,
    );
  }
  const { round } = found;
  if (found.state === 'expired') {
    return htmlPage(
      410,
      'Review copy link expired',
      html`<h1>This review copy link has expired</h1><p>The review period for <strong>${round.bookTitle}</strong> ended on ${formatDeadline(round.deadline)}. If you still have something to tell, write to ${contact}.</p>`,
    );
  }
  if (found.state === 'withdrawn') {
    return htmlPage(
      410,
      'Review copy withdrawn',
      html`<h1>This review copy has been withdrawn</h1><p>The advance copy of <strong>${round.bookTitle}</strong> is no longer offered through this link. If you think this is a mistake, write to ${contact}.</p>`,
    );
  }
  const { invite } = found;
  const cover = catalogueCover(found.book.coverBookId);
  const left = Math.max(0, ARC_LINK_MAX_DOWNLOADS - invite.downloads);
  const platforms = round.platforms.map(
    (platform, i) =>
      html`<label><input type="radio" name="platform" value="${platform}"${i === 0 ? html` checked` : html``}> ${ARC_PLATFORM_LABELS[platform]}</label><br>`,
  );
  const reviews = invite.reviews.map(
    (review) =>
      html`<li>${ARC_PLATFORM_LABELS[review.platform]}: <a href="${review.url}" rel="noopener nofollow">${review.url}</a></li>`,
  );
  const status = notice.thanks
    ? html`<p role="status"><strong>Thank you! Your review is recorded.</strong></p>`
    : notice.full
      ? html`<p role="status">You have reported as many reviews as this page takes. Thank you!</p>`
      : notice.usedUp
        ? html`<p role="alert">This link’s ${ARC_LINK_MAX_DOWNLOADS} downloads have all been used. If you need the file again, reply to your invitation email.</p>`
        : html``;
  return htmlPage(
    statusCode,
    `Your review copy of ${round.bookTitle}`,
    html`${cover ? html`<img class="cover" src="${cover}" alt="" width="96" height="144">` : html``}<h1>Your review copy of ${round.bookTitle}</h1>${status}
<p>Hello${invite.name ? html` ${invite.name}` : html``}. This EPUB is prepared for you alone and names you inside. Please keep it to yourself.</p>
<form method="post" action="${pathOf(routes.downloadReviewCopy, { token })}"><button type="submit"${left ? html`` : html` disabled`}>Download the EPUB</button></form>
<p>${left} of ${ARC_LINK_MAX_DOWNLOADS} downloads left. ${EPUB_READING_HELP}</p>
<p>Please post your review by <strong>${formatDeadline(round.deadline)}</strong>.</p>
${round.instructions ? html`<h2>What I would love you to do</h2><p>${round.instructions}</p>` : html``}
<h2>Tell me about your review</h2>
${reviews.length ? html`<p>Reviews you reported:</p><ul>${reviews}</ul>` : html``}
<form method="post" action="${pathOf(routes.reportReview, { token })}">
<fieldset><legend>Where did you post it?</legend>${platforms}</fieldset>
<p><label for="review-url">The review’s address</label><br><input id="review-url" name="url" inputmode="url" autocomplete="url" required placeholder="https://" value="${notice.given ?? ''}"${notice.problem ? html` aria-invalid="true" aria-describedby="review-problem"` : html``}></p>
${notice.problem ? html`<p id="review-problem" role="alert">${notice.problem}</p>` : html``}
<button type="submit">Report my review</button></form>`,
  );
}
