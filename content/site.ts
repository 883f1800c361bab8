import { AUTHOR_NAME, AUTHOR_QUERY, SITE_URL, author } from './author';
import type { ExternalLink, Link, NavEntry, PageMeta, Video } from './schemas';

export { SITE_URL } from './author';

/**
 * Site-wide content: name, navigation, external links, shared UI texts and per-page SEO.
 * The author's name comes from `content/author.ts` (the only place it is written).
 */

export const SITE_NAME = AUTHOR_NAME;
export const SITE_TAGLINE = 'Supernatural, Psychological Thriller, Dark Romance & Historical Fiction';
export const SITE_DESCRIPTION = `Official site of ${AUTHOR_NAME}, author of supernatural fiction, psychological thrillers, dark romance and historical fiction from Welland, Ontario.`;
export const SITE_LOCALE = 'en_CA';
export const SITE_LANGUAGE = 'en';
export const COPYRIGHT_YEAR = 2025;
export const COPYRIGHT = `© ${COPYRIGHT_YEAR} ${AUTHOR_NAME}. All rights reserved.`;

/**
 * Default social-share image (SPEC §1: 1200x630). The frontend's public folder must provide it
 * at this path; pages without their own image use it.
 */
export const DEFAULT_SOCIAL_IMAGE = { path: '/images/social-share.jpg', width: 1200, height: 630 } as const;

/** Document title for a page: "Books | Rowan Ashcroft". Home uses its own full title. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

// ---------------------------------------------------------------------------------------------
// Navigation (SPEC §2): label → route, in this order. The entry for the current page is left out.
// ---------------------------------------------------------------------------------------------

export const navEntries: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Books', to: '/books' },
  { label: 'Reader Magnets', to: '/short-stories' },
  { label: 'Dream Team', to: '/voss-trials' },
  { label: 'About Author', to: '/about' },
  { label: 'Blog', to: '/blog' },
];

/** Anchor ids on Home that `/#<id>` links scroll to (the blog's empty state links to /#reader-magnets). */
export const HOME_SECTION_IDS = { readerMagnets: 'reader-magnets', support: 'support' } as const;

// ---------------------------------------------------------------------------------------------
// External links. Entries marked TODO_AUTHOR are working placeholders (a search or a guessed
// handle) for the author to replace; `placeholder: true` would hide a link entirely.
// ---------------------------------------------------------------------------------------------

export const externalLinks = {
  /** Fundraising page (nav). TODO_AUTHOR: real campaign/membership URL. */
  fundraising: {
    label: 'Support My Work',
    shortLabel: 'Support',
    href: 'https://www.patreon.com/RowanAshcroft',
    placeholder: false,
  },
  /** Tip jar (nav, Home "Support Your Author"). TODO_AUTHOR: real Buy Me a Coffee handle. */
  tipJar: {
    label: 'Buy Me a Coffee',
    shortLabel: 'Coffee',
    href: 'https://buymeacoffee.com/rowanashcroft',
    placeholder: false,
  },
  /** Book-review site (footer, About). */
  goodreads: {
    label: 'Goodreads',
    shortLabel: 'Goodreads',
    href: author.social.goodreads.href,
    placeholder: false,
  },
  /** Bookstore (footer, About, "Buy on Amazon"). */
  amazon: {
    label: 'Amazon',
    shortLabel: 'Amazon',
    href: `https://www.amazon.com/s?k=${AUTHOR_QUERY}&i=digital-text`,
    placeholder: false,
  },
  /** Social network (footer, About). */
  facebook: {
    label: 'Facebook',
    shortLabel: 'Facebook',
    href: author.social.facebook.href,
    placeholder: false,
  },
  /**
   * The external House Hippo challenge page (Home hero link; where contest entries are posted).
   * TODO_AUTHOR: the real Facebook group URL.
   */
  houseHippoChallenge: {
    label: 'Join the House Hippo Challenge',
    shortLabel: 'House Hippo Challenge',
    href: 'https://www.facebook.com/groups/househippochallenge',
    placeholder: false,
  },
} satisfies Record<string, ExternalLink>;

/** The bookstore's name for "Buy on <name>". */
export const BOOKSTORE_NAME = externalLinks.amazon.label;

/**
 * Videos on /house-hippo-challenge. No YouTube id is hard-coded for either: we could not verify
 * one offline, and a wrong id embeds someone else's video. With `youtubeId: null` the page shows
 * a "watch" link to `watchUrl` instead of an embedded player.
 * TODO_AUTHOR: set `youtubeId` (the 11 characters after `watch?v=`) for both videos; embed with
 * `https://www.youtube-nocookie.com/embed/<youtubeId>`.
 */
export const houseHippoVideos = {
  original: {
    title: 'The Hidden World of the House Hippo (1999 PSA, Concerned Children’s Advertisers)',
    youtubeId: null,
    watchUrl:
      'https://www.youtube.com/results?search_query=House+Hippo+1999+Concerned+Children%27s+Advertisers+PSA',
  },
  challenge: {
    title: `The House Hippo Challenge with ${AUTHOR_NAME}`,
    youtubeId: null,
    watchUrl: externalLinks.houseHippoChallenge.href,
  },
} satisfies Record<string, Video>;

// ---------------------------------------------------------------------------------------------
// Footer (SPEC §2)
// ---------------------------------------------------------------------------------------------

export const footer = {
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
  ] satisfies Link[],
  /** Book-review site, bookstore, social network, in this order. */
  externalLinks: [externalLinks.goodreads, externalLinks.amazon, externalLinks.facebook],
  blurb: `${AUTHOR_NAME} writes supernatural fiction, psychological thrillers, dark romance and historical fiction from Welland, Ontario, Canada.`,
  copyright: COPYRIGHT,
};

// ---------------------------------------------------------------------------------------------
// Shared UI texts (SPEC §2, §4, §5, §8). Exact strings from the spec are marked "SPEC".
// ---------------------------------------------------------------------------------------------

export const uiText = {
  signup: {
    /** Consent note under every signup form (SPEC §5). */
    consent: `By signing up, you agree to receive emails from ${AUTHOR_NAME}. You can unsubscribe at any time.`,
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
    /** Sign-up page (/sign-up). SPEC: Join Now / Signing Up... / You're In! / Sign Up Another Email. */
    pageHeading: 'Join the Reader List',
    pageIntro:
      'Get free short stories, early news of new releases, behind-the-scenes notes and the occasional ghost story, straight to your inbox.',
    submit: 'Join Now',
    submitting: 'Signing Up...',
    successHeading: "You're In!",
    successText:
      'Thank you for joining. Check your inbox for a welcome email with your first free story, and add us to your contacts so nothing ends up in spam.',
    signUpAnother: 'Sign Up Another Email',
  },
  /** Floating mailing-list prompt and its modal (SPEC §2, §4). */
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
  home: {
    heroEyebrow: 'Welland, Ontario · Author',
    heroHeading: 'Stories where the veil is thin and the truth is thinner.',
    heroText:
      'Supernatural fiction, psychological thrillers, dark romance and historical fiction, for readers who like their stories haunting and their endings earned.',
    browseBooks: { label: 'Browse Books', href: '/books' },
    getFreeArc: { label: 'Get Free ARC', href: '/voss-trials' },
    challengeLink: 'Take the House Hippo Challenge',
    readerMagnetsHeading: 'Free Reader Magnets',
    readerMagnetsText: 'Sign up and read free short stories set in the worlds of the books.',
    readerMagnetsLink: { label: 'See the Free Stories', href: '/short-stories' },
    supportHeading: 'Support Your Author',
    supportText:
      'Every coffee keeps the lamps lit and the pages turning. If a story kept you up at night, you can say thanks here.',
    supportButton: 'Buy Me a Coffee',
  },
  books: {
    heading: 'Books',
    intro: 'Thirteen books across four dark genres. Start anywhere; just leave a light on.',
    readSample: 'Read Sample',
    /** "Buy Direct $4.99": label followed by the formatted `directPrice`. */
    buyDirect: 'Buy Direct',
    buyOnStore: `Buy on ${externalLinks.amazon.label}`,
    purchase: 'Purchase',
    seriesLabel: 'Series',
    bookInSeries: 'Book',
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

// ---------------------------------------------------------------------------------------------
// SEO (SPEC §1): every public route's title, description (≤160), canonical.
// /signup and /sign-up are the same screen; the canonical is /sign-up (the floating button's
// target), so /signup declares canonical /sign-up.
// ---------------------------------------------------------------------------------------------

export const PUBLIC_ROUTES = [
  '/',
  '/books',
  '/signup',
  '/sign-up',
  '/about',
  '/short-stories',
  '/voss-trials',
  '/blog',
  '/terms-of-service',
  '/privacy-policy',
  '/house-hippo-challenge',
] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

const signupMeta = {
  canonical: '/sign-up',
  title: pageTitle('Join the Reader List'),
  description: `Join ${AUTHOR_NAME}'s reader list for free short stories, new release news and early access to upcoming books. Unsubscribe any time.`,
  keywords: ['newsletter', 'free short stories', 'reader list', AUTHOR_NAME],
  noindex: false,
};

export const pageMeta: Record<PublicRoute, PageMeta> = {
  '/': {
    path: '/',
    canonical: '/',
    title: `${AUTHOR_NAME} | Supernatural, Thriller & Dark Romance Author`,
    description: `${AUTHOR_NAME} writes supernatural fiction, psychological thrillers, dark romance and historical fiction from Welland, Ontario. Free stories inside.`,
    keywords: [AUTHOR_NAME, 'supernatural fiction', 'psychological thriller', 'dark romance', 'historical fiction', 'Canadian author'],
    noindex: false,
  },
  '/books': {
    path: '/books',
    canonical: '/books',
    title: pageTitle('Books'),
    description: `All 13 books by ${AUTHOR_NAME}: The Veil Song Chronicles, The Clinic Binge Series and standalone thrillers. Read samples or buy direct.`,
    keywords: ['The Veil Song Chronicles', 'The Clinic Binge Series', 'Voss Trials', "The Driver's Promise", 'The Veil Lives'],
    noindex: false,
  },
  '/signup': { path: '/signup', ...signupMeta },
  '/sign-up': { path: '/sign-up', ...signupMeta },
  '/about': {
    path: '/about',
    canonical: '/about',
    title: pageTitle('About the Author'),
    description: `Meet ${AUTHOR_NAME}, a Welland, Ontario author of supernatural fiction, psychological thrillers, dark romance and historical fiction.`,
    keywords: [AUTHOR_NAME, 'author biography', 'Welland Ontario author', 'Niagara author'],
    noindex: false,
  },
  '/short-stories': {
    path: '/short-stories',
    canonical: '/short-stories',
    title: pageTitle('Free Short Stories'),
    description: `Free short stories by ${AUTHOR_NAME}: haunting reader magnets set in the worlds of the books. Sign up to read them all.`,
    keywords: ['free short stories', 'reader magnets', 'free ebook', 'supernatural short story'],
    noindex: false,
  },
  '/voss-trials': {
    path: '/voss-trials',
    canonical: '/voss-trials',
    title: pageTitle('Join the Dream Team: Beta Readers, Editors & Reviewers'),
    description: `Join ${AUTHOR_NAME}'s Dream Team of beta readers, editors and reviewers. Get free advance copies of upcoming releases and help shape the books.`,
    keywords: ['beta readers', 'ARC readers', 'advance reader copy', 'book reviewers', 'editors', 'Voss Trials', 'Dream Team'],
    noindex: false,
  },
  '/blog': {
    path: '/blog',
    canonical: '/blog',
    title: pageTitle('Blog'),
    description: `Notes from ${AUTHOR_NAME}'s writing desk: works in progress, research, local Niagara history and the stories behind the books.`,
    keywords: ['author blog', 'writing', 'Niagara history', 'ghost stories'],
    noindex: false,
  },
  '/terms-of-service': {
    path: '/terms-of-service',
    canonical: '/terms-of-service',
    title: pageTitle('Terms of Service'),
    description: `The terms for using ${AUTHOR_NAME}'s website, newsletter and free stories. Effective July 26, 2025.`,
    keywords: ['terms of service'],
    noindex: false,
  },
  '/privacy-policy': {
    path: '/privacy-policy',
    canonical: '/privacy-policy',
    title: pageTitle('Privacy Policy'),
    description: `How ${AUTHOR_NAME}'s website collects, uses and protects your information. We never sell or rent your data. Effective July 26, 2025.`,
    keywords: ['privacy policy'],
    noindex: false,
  },
  '/house-hippo-challenge': {
    path: '/house-hippo-challenge',
    canonical: '/house-hippo-challenge',
    title: pageTitle('The House Hippo Challenge'),
    description:
      'Remember the 1999 House Hippo? Make your own believable fake, teach others to question what they see, and win a free book each month.',
    keywords: ['House Hippo', 'media literacy', 'critical thinking', 'contest', '#HouseHippo'],
    noindex: false,
  },
};

/** Blog posts: title "<post title> | <site>", description = excerpt or first 160 chars of content (SPEC §5). */
export function blogPostMeta(post: { title: string; slug: string; excerpt: string | null; content: string }): PageMeta {
  const source = (post.excerpt ?? '').trim() || post.content.replace(/\s+/g, ' ').trim();
  return {
    path: `/blog/${post.slug}`,
    canonical: `/blog/${post.slug}`,
    title: pageTitle(post.title),
    description: source.slice(0, 160),
    keywords: [],
    noindex: false,
  };
}

/** Unknown routes and admin screens are not indexed. */
export const notFoundMeta: PageMeta = {
  path: '/404',
  canonical: '/404',
  title: pageTitle('Page Not Found'),
  description: "The page you're looking for doesn't exist.",
  keywords: [],
  noindex: true,
};

export const adminMeta: PageMeta = {
  path: '/admin',
  canonical: '/admin',
  title: pageTitle('Admin'),
  description: 'Site administration.',
  keywords: [],
  noindex: true,
};

/** Absolute URL for a site path (canonical links, JSON-LD, Open Graph). */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}
