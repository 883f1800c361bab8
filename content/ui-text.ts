// ---------------------------------------------------------------------------------------------
// Shared UI texts (docs/SPEC.md §2, §4, §5, §8). Exact strings from the spec are marked "SPEC".
// ---------------------------------------------------------------------------------------------

export const uiText = {
  signup: {
    /** Consent note under every signup form (docs/SPEC.md §5), naming her (the consent's words and version: functions/contract/mailing-list.ts). */
    consent: (name: string) =>
      `By signing up, you agree to receive emails from ${name}. You can unsubscribe at any time.`,
    nameLabel: 'Name (optional)',
    namePlaceholder: 'Your first name',
    emailLabel: 'Email Address',
    emailPlaceholder: 'you@example.com',
    /** SPEC: toast title + description when the email is empty (all forms except Dream Team's description). */
    emailRequiredTitle: 'Email Required',
    emailRequiredDescription: 'Please enter your email address.',
    /** SPEC: destructive toast title; description is the server's `message`, else `failedFallback`. */
    failedTitle: 'Signup Failed',
    failedFallback: 'Signup failed',
    /**
     * Sign-up page (/sign-up). SPEC: Join Now / Signing Up... / You're In! / Sign Up Another Email.
     * "You're In!" only once the reader is subscribed; while the confirmation email waits, `pendingHeading`.
     */
    pageHeading: 'Join the Reader List',
    pageIntro:
      'Get free short stories, early news of new releases, behind-the-scenes notes and the occasional ghost story, straight to your inbox.',
    submit: 'Join Now',
    submitting: 'Signing Up...',
    successHeading: "You're In!",
    pendingHeading: 'Check your inbox',
    successText:
      'Thank you for joining. Check your inbox for a welcome email with your first free story, and add us to your contacts so nothing ends up in spam.',
    signUpAnother: 'Sign Up Another Email',
  },
  /** Floating mailing-list prompt and its modal (docs/SPEC.md §2, §4). */
  newsletterPrompt: {
    button: 'Free Stories',
    buttonAriaLabel: 'Join the mailing list',
    heading: 'Free stories for your inbox',
    text: 'Join the reader list for free short stories, release news and early access to new books.',
    submit: 'Join Now',
    /** SPEC: modal button while pending. */
    submitting: 'Joining...',
    /** SPEC: success toast title. */
    successTitle: 'Welcome!',
    /** The success toast's title while the reader still has to confirm from the email. */
    pendingTitle: 'Check your inbox',
    successDescription: 'You’re on the list. Watch your inbox for your first free story.',
    dismiss: 'No thanks',
    close: 'Close',
  },
  nav: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
  },
  backToTop: 'Back to top',
  /** Landmark name of the floating controls (newsletter prompt, back-to-top, mailing-list button). */
  floatingControls: 'Quick actions',
  /** Visually hidden hint after the text of links that open in a new tab. */
  newTabHint: '(opens in a new tab)',
  books: {
    /** Its intro is hers (`page/home`). */
    heading: 'Books',
    readSample: 'Read Sample',
    /** "Buy Direct $4.99": label followed by the formatted `directPrice`. */
    buyDirect: 'Buy Direct',
    /** "Buy on Amazon": the bookstore's name as her links call it. */
    buyOnStore: (bookstore: string) => `Buy on ${bookstore}`,
    purchase: 'Purchase',
    seriesLabel: 'Series',
    bookInSeries: 'Book',
    /** Cover alt text: "Cover of <title>". */
    coverAlt: 'Cover of',
    /**
     * "Buy Direct" posts to the checkout once the author has linked the book to its EPUB; until
     * then it opens this dialog: it says so plainly and offers the bookstore and the author's email
     * instead (never a dead button).
     */
    /** A book's own page (/books/<id>). */
    page: {
      breadcrumb: 'Breadcrumb',
      home: 'Home',
      by: 'by',
      /** Under the series' name, over its books. */
      inOrder: 'The series in reading order',
      /** Marks the book of the page in its series' list. */
      thisBook: 'this book',
      /** "Paperback on Kobo": a retailer link's button, by its format. */
      formats: { ebook: 'Ebook', paperback: 'Paperback', hardcover: 'Hardcover', audiobook: 'Audiobook' },
      on: 'on',
      published: 'Published',
      isbn: 'ISBN',
    },
  },
  stories: {
    heading: 'Reader Magnets',
    intro: 'Free short stories for members of the reader list. Sign up once and read them all.',
    featured: 'Featured',
    editorialReview: 'Editorial Review',
    signUpToRead: 'Sign Up to Read',
    reviewService: 'Read the Editorial Review',
    empty: 'New stories are on their way.',
    error: 'Unable to load short stories at this time.',
  },
  blog: {
    heading: 'Blog',
    intro: 'Notes from the writing desk: works in progress, research rabbit holes and local ghost stories.',
    readMore: 'Read More',
    /** SPEC */
    loadError: 'Unable to load blog posts at this time.',
    /** SPEC: empty state. */
    emptyHeading: 'Coming Soon',
    emptyText: 'The first posts are being written. Meanwhile, read a free story.',
    emptyLink: { label: 'Get Free Stories', href: '/#reader-magnets' },
    /** SPEC */
    notFoundHeading: 'Post Not Found',
    notFoundText: "The blog post you're looking for doesn't exist or has been removed.",
    backToBlog: 'Back to Blog',
    minRead: 'min read',
    by: 'By',
    featured: 'Featured',
    loadPostError: 'This post could not be loaded.',
  },
  /** /newsletters: the newsletters the author sent and left public (a function page in the site's chrome). */
  newsletterArchive: {
    heading: 'Newsletters',
    intro: (name: string) => `Past newsletters from ${name}: news of the books, short stories and the Dream Team.`,
    emptyHeading: 'No newsletters yet',
    emptyText: 'Sign up to get the first one in your inbox.',
    signUp: { label: 'Sign up', href: '/sign-up' },
  },
  /** Terms of Service and Privacy Policy. */
  legal: {
    effective: 'Effective Date',
    lastUpdated: 'Last Updated',
    contents: 'On this page',
  },
  /** Click-to-load video embeds (/house-hippo-challenge). */
  video: {
    play: 'Play video',
    /** Shown when the video has no embeddable id yet (`youtubeId: null`). */
    watch: 'Watch on YouTube',
    note: 'The video loads from YouTube (privacy-enhanced mode) only when you press play.',
  },
  notFound: {
    /** SPEC */
    heading: '404 Page Not Found',
    text: "The page you're looking for doesn't exist.",
    homeLink: { label: 'Back to Home', href: '/' },
  },
} as const;

/** "$4.99" (USD, two decimals). */
export function formatPrice(usd: number): string {
  return `$${usd.toFixed(2)}`;
}
