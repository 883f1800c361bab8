/**
 * The order's pages (the thank-you page Stripe returns the buyer to and the link in the receipt)
 * and "My books", the reader's library (functions/http/sales/public.ts). The only actions are the
 * Download buttons and the forms (posts, so mail scanners that open links count nothing); the
 * waiting page reloads itself.
 */
import type { ReactNode } from 'react';
import { EPUB_READING_HELP } from '@content/site';
import { pathOf } from '@contract/define-route';
import { ARC_LINK_MAX_DOWNLOADS } from '@contract/arc';
import { formatDeadline } from '@contract/deadline';
import { routes } from '@contract/routes';
import {
  LIBRARY_LINK_DAYS,
  ORDER_MAX_DOWNLOADS,
  RETURN_PAGE_MINUTES,
  THANK_YOU_REFRESH_SECONDS,
} from '@contract/sales';
import { formatExpiry } from '../../../functions/core/downloads/expiry';
import type {
  Library,
  LibraryEbook,
  LibraryEntry,
  LibraryReviewCopy,
  OpenLibrary,
} from '../../../functions/core/sales/library';
import type { OrderLookup } from '../../../functions/core/sales/orders';
import type { ShortStory } from '@contract/stories';
import { maskEmail } from '../../../functions/lib/email-address';
import {
  AuthorName,
  ConsentWords,
  Contact,
  noticeOf,
  noticePage,
  type NoticeTable,
  type RenderedPage,
} from './standalone-page';

/** An address and a button: a plain form post, which works without JavaScript. */
function EmailForm({
  action,
  id,
  button,
  children,
}: {
  action: string;
  id: string;
  button: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <p>
        <label htmlFor={id}>Email address</label>
        <br />
        <input id={id} name="email" type="email" autoComplete="email" required />
      </p>
      {children}
      <button type="submit">{button}</button>
    </form>
  );
}

/**
 * The mailing list, offered, never assumed: the sign-up asks the reader to confirm by email (double
 * opt-in). The address is left for the reader to type: the page opens by an id that also sits in
 * browser history, so it never prints the buyer's address.
 */
const SignupForm = () => (
  <EmailForm action={pathOf(routes.mailingListSignup)} id="signup-email" button="Sign me up">
    <p>
      <small>
        <ConsentWords />
      </small>
    </p>
  </EmailForm>
);
const ListOffer = () => (
  <>
    <h2>Hear about the next book?</h2>
    <p>
      Buying did not put you on any mailing list. If you would like to hear when the next book is out, sign up here; we
      will email you a link to confirm first.
    </p>
    <SignupForm />
  </>
);

const withdrawnBecause = (order: LibraryEntry['order']) =>
  order.state === 'disputed' ? 'the payment is disputed with the card issuer' : 'the payment was refunded';

const MyBooks = () => (
  <p>
    Every book you buy here is in <a href={pathOf(routes.libraryForm)}>My books</a>, by your email address.
  </p>
);

const Download = ({ action, title }: { action: string; title: string }) => (
  <form method="post" action={action}>
    <button type="submit">Download {title}</button>
  </form>
);

/** Each state of an order, as its page says it; the context is the page's own address. */
const ORDER_PAGES: NoticeTable<OrderLookup, string> = {
  waiting: (_, self) => ({
    title: 'Preparing your book',
    heading: 'Thank you! Your book is on its way',
    live: true,
    words: (
      <>
        Your payment went through. We are preparing your own copy, which usually takes a few seconds. This page updates
        itself; if it does not, <a href={self}>reload it</a>.
      </>
    ),
    more: <p>We are also emailing you a receipt with a lasting link to the book.</p>,
    // Refresh: the waiting page reloads itself without JavaScript, as a meta refresh would.
    headers: { refresh: String(THANK_YOU_REFRESH_SECONDS) },
  }),
  ready: ({ order, byLink }, self) => ({
    title: `Download ${order.title}`,
    heading: byLink ? order.title : 'Thank you for your purchase',
    words: (
      <>
        Your own copy of <strong>{order.title}</strong> is ready. Its first page carries your name. {EPUB_READING_HELP}
      </>
    ),
    more: (
      <>
        <Download action={self} title={order.title} />
        <p>
          {ORDER_MAX_DOWNLOADS - order.downloads} of {ORDER_MAX_DOWNLOADS} downloads left.{' '}
          {byLink
            ? 'This link is yours to keep.'
            : `This page works for ${RETURN_PAGE_MINUTES} minutes; the receipt we sent to ${maskEmail(order.email)} has a link to your book that is yours to keep.`}
        </p>
        <MyBooks />
        {byLink ? null : <ListOffer />}
      </>
    ),
  }),
  'used-up': ({ order }) => ({
    statusCode: 410,
    title: 'Downloads used up',
    heading: 'All downloads of this book have been used',
    words: (
      <>
        Your copy of <strong>{order.title}</strong> allows {ORDER_MAX_DOWNLOADS} downloads, and all of them have been
        used. If you need it again, write to <Contact /> and we will help.
      </>
    ),
  }),
  withdrawn: ({ order }) => ({
    statusCode: 410,
    title: 'Download withdrawn',
    heading: 'This download is no longer available',
    words: (
      <>
        The download of <strong>{order.title}</strong> was withdrawn because {withdrawnBecause(order)}. If you think
        this is a mistake, write to <Contact />.
      </>
    ),
  }),
  processing: () => ({
    title: 'Payment on its way',
    heading: 'Thank you! Your payment is on its way',
    live: true,
    words: (
      <>
        You paid in a way that takes a few days to clear, such as a bank debit. As soon as it clears we email you a
        receipt with the link to your own copy; if it does not go through, we email you too, and nothing is charged.
      </>
    ),
    more: <MyBooks />,
  }),
  failed: () => ({
    statusCode: 409,
    title: 'Payment did not go through',
    heading: 'The payment did not go through',
    words: (
      <>
        Your bank did not complete it, so nothing was charged and no book was sent. You can{' '}
        <a href="/books">go back to the books</a> and press Buy Direct again.
      </>
    ),
  }),
  closed: () => ({
    statusCode: 410,
    title: 'Open your book from your email',
    words: (
      <>
        This page opens your order only for {RETURN_PAGE_MINUTES} minutes after payment, because its address stays in
        the browser’s history. Your book is still yours: open the link in the receipt we emailed you (it is yours to
        keep), or ask <a href={pathOf(routes.libraryForm)}>My books</a> to email you a link to every book you bought
        here.
      </>
    ),
  }),
  unpaid: () => ({
    statusCode: 409,
    title: 'Payment not finished',
    heading: 'The payment was not finished',
    words: (
      <>
        Nothing was charged. You can <a href="/books">go back to the books</a> and press Buy Direct again.
      </>
    ),
  }),
  unknown: () => ({
    statusCode: 404,
    title: 'Order not recognised',
    heading: 'We don’t recognise this order link',
    words: (
      <>
        It may have been copied incompletely. Please open the link from your receipt email again. If it still does not
        work, write to <Contact /> and we will help.
      </>
    ),
  }),
};

/** GET and POST /api/sales/orders/{ref}. */
export const orderPage = (ref: string, lookup: OrderLookup): RenderedPage =>
  noticeOf(ORDER_PAGES, lookup, pathOf(routes.orderPage, { ref }));

// ---- "My books": the reader's library ---------------------------------------------------------

/** The one form that emails a fresh link: one field, one press. */
const LibraryForm = () => (
  <EmailForm action={pathOf(routes.libraryRequest)} id="library-email" button="Email me a link" />
);

/** GET /api/sales/library: the form. */
export const libraryFormPage = () =>
  noticePage({
    title: 'My books',
    words: (
      <>
        Type the email address you signed up or bought with, and we will email it a link to your library: the free
        stories, your free ebook, every book you bought here and your review copies. The link works for{' '}
        {LIBRARY_LINK_DAYS} days.
      </>
    ),
    more: <LibraryForm />,
  });

/** The form posted: the same words whatever the address, so the page never tells who signed up or bought. */
export const librarySentPage = () =>
  noticePage({
    title: 'Check your inbox',
    words: (
      <>
        If that address has a library here (it signed up, or bought a book), a link to it is on its way there. It works
        for {LIBRARY_LINK_DAYS} days. Nothing arrived? Check the spam folder, or try the other address you may have
        used, in a few minutes.
      </>
    ),
  });

/** The library's "Free stories": each story's title, linking to its reading page. */
const FreeStories = ({ token, stories }: { token: string; stories: readonly ShortStory[] }) => (
  <>
    <h2>Free stories</h2>
    {stories.length ? (
      <>
        <p>The stories you signed up for, to read here or download for your e-reader.</p>
        <ul>
          {stories.map((story) => (
            <li key={story.id}>
              <a href={pathOf(routes.storyPage, { token, storyId: story.id })}>{story.title}</a>{' '}
              <small>({story.genre})</small>
            </li>
          ))}
        </ul>
      </>
    ) : (
      <p>No free story is here just now: the next one the author shares will wait for you here.</p>
    )}
  </>
);

/** The library of an address that never signed up: the free stories are the list's gift, offered with its sign-up. */
const FreeStoriesOffer = () => (
  <>
    <h2>Free stories</h2>
    <p>
      The short stories are a gift to readers on <AuthorName />
      ’s list. Sign up here and confirm from the email we send you: they then wait in this library, to read here or
      download for your e-reader.
    </p>
    <SignupForm />
  </>
);

function BoughtBook({ entry: { ref, order, lookup } }: { entry: LibraryEntry }) {
  const bought = `Bought on ${formatExpiry(new Date(order.createdAt))}.`;
  const about = (() => {
    switch (lookup.state) {
      case 'ready':
        return (
          <>
            <p>
              {bought} {ORDER_MAX_DOWNLOADS - order.downloads} of {ORDER_MAX_DOWNLOADS} downloads left.
            </p>
            <Download action={pathOf(routes.orderDownload, { ref })} title={order.title} />
          </>
        );
      case 'used-up':
        return (
          <p>
            {bought} All {ORDER_MAX_DOWNLOADS} downloads of this copy have been used; write to <Contact /> if you need
            it again.
          </p>
        );
      case 'withdrawn':
        return (
          <p>
            {bought} Its download was withdrawn because {withdrawnBecause(order)}.
          </p>
        );
      default:
        return <p>{bought} Your copy is still being prepared: reload this page in a moment.</p>;
    }
  })();
  return (
    <>
      <h3>{order.title}</h3>
      {about}
    </>
  );
}

const FreeEbook = ({ token, ebook }: { token: string; ebook: LibraryEbook }) => (
  <>
    <h3>{ebook.title}</h3>
    <p>Your free ebook, as an EPUB.</p>
    <Download action={pathOf(routes.libraryEbookDownload, { token, filename: ebook.filename })} title={ebook.title} />
  </>
);

const ReviewCopy = ({ token, copy: { round } }: { token: string; copy: LibraryReviewCopy }) => (
  <>
    <h3>{round.bookTitle}</h3>
    <p>
      Your advance review copy, with your name on its first page. Reviews are due by {formatDeadline(round.deadline)};
      the review form is on the page your invitation email links to.
    </p>
    <Download
      action={pathOf(routes.libraryReviewCopyDownload, { token, campaignId: round.id })}
      title={round.bookTitle}
    />
  </>
);

const openLibraryPage = (library: OpenLibrary, token: string) =>
  noticePage({
    title: 'Your library',
    words: (
      <>
        Everything you have from <AuthorName />, in one place. {EPUB_READING_HELP}
      </>
    ),
    more: (
      <>
        {library.stories ? <FreeStories token={token} stories={library.stories} /> : <FreeStoriesOffer />}
        {library.ebooks.length ? (
          <>
            <h2>Your free ebook</h2>
            {library.ebooks.map((ebook) => (
              <FreeEbook key={ebook.filename} token={token} ebook={ebook} />
            ))}
          </>
        ) : null}
        {library.entries.length ? (
          <>
            <h2>Books you bought</h2>
            {library.entries.map((entry) => (
              <BoughtBook key={entry.ref} entry={entry} />
            ))}
          </>
        ) : null}
        {library.reviewCopies.length ? (
          <>
            <h2>Review copies</h2>
            {library.reviewCopies.map((copy) => (
              <ReviewCopy key={copy.round.id} token={token} copy={copy} />
            ))}
          </>
        ) : null}
        <p>
          <small>
            This link opens your library for {LIBRARY_LINK_DAYS} days from when it was sent; after that, the page it
            opens emails you a fresh one.
          </small>
        </p>
      </>
    ),
  });

/** GET /api/sales/library/{token}: the reader's library; past its days, the form that emails a fresh link. */
export function libraryPage(library: Library, token: string): RenderedPage {
  switch (library.state) {
    case 'unknown':
      return noticePage({
        statusCode: 404,
        title: 'Link not recognised',
        heading: 'We don’t recognise this link',
        words: (
          <>
            It may have been copied incompletely. Type your email address and we will send you a fresh link to your
            library.
          </>
        ),
        more: <LibraryForm />,
      });
    case 'expired':
      return noticePage({
        statusCode: 410,
        title: 'Link expired',
        heading: 'This link has expired',
        words: (
          <>
            Links to your library work for {LIBRARY_LINK_DAYS} days. Your stories and books are still yours: type your
            email address and we will send you a fresh link.
          </>
        ),
        more: <LibraryForm />,
      });
    case 'moved':
      return noticePage({
        statusCode: 410,
        title: 'Your library moved',
        heading: 'Your library moved with your address',
        words: (
          <>
            You changed your email address, and your stories and books went with it. Type your new address and we will
            send you a link to your library there.
          </>
        ),
        more: <LibraryForm />,
      });
    case 'open':
      return openLibraryPage(library, token);
  }
}

const BackToLibrary = ({ token }: { token: string }) => (
  <>
    Your other stories and books are in <a href={pathOf(routes.libraryPage, { token })}>your library</a>.
  </>
);

/** Something the library does not hold, asked for by a link that opens it: a 404 that leads back to the library. */
const notFoundInLibrary = (title: string, heading: string, token: string) =>
  noticePage({
    statusCode: 404,
    title: title,
    heading: heading,
    words: (
      <>
        It may have been renamed or taken down. <BackToLibrary token={token} />
      </>
    ),
  });

/** A story asked for by a link that does not open: the library page's own words, or a story the catalogue lacks. */
export function storyNotOpen(state: 'unknown' | 'expired' | 'no-story', token: string): RenderedPage {
  if (state !== 'no-story') return libraryPage({ state }, token);
  return notFoundInLibrary('Story not found', 'We can’t find that story', token);
}

/** A free ebook this library does not hold. */
export const notInLibrary = (token: string) =>
  notFoundInLibrary('Ebook not found', 'That ebook is not in your library', token);

/** A review copy this library does not hold (never given, or withdrawn). */
export const reviewCopyNotInLibrary = (token: string) =>
  notFoundInLibrary('Review copy not found', 'That review copy is not in your library', token);

/** A review copy whose round is over: its links, and so its download, have ended. */
export const reviewCopyEnded = (title: string, token: string) =>
  noticePage({
    statusCode: 410,
    title: 'Review copy ended',
    heading: <>The review period for {title} has ended</>,
    words: (
      <>
        Its review copy can no longer be downloaded. If you need it, write to <Contact />.{' '}
        <BackToLibrary token={token} />
      </>
    ),
  });

/** A review copy downloaded as many times as an invitation allows. */
export const reviewCopyUsedUp = (title: string, token: string) =>
  noticePage({
    statusCode: 410,
    title: 'Downloads used up',
    words: (
      <>
        All {ARC_LINK_MAX_DOWNLOADS} downloads of your review copy of {title} have been used. If you need it again,
        write to <Contact />. <BackToLibrary token={token} />
      </>
    ),
  });
