import * as z from 'zod';
import { HOME_MERGE_FIELDS, mergeFieldProblems, type FieldMeanings } from './merge-fields';

/**
 * Shapes of the site's static content (docs/SPEC.md §2, §3, §5, §8). Every content module under
 * `content/` is typed with these, and `test/unit/content.test.ts` parses each one, so a typo in
 * the data fails the tests instead of the page.
 *
 * Conventions, used throughout:
 * - "Not there" is `null`, never `undefined` or `''` (e.g. `series: null` for a standalone book,
 *   `directPrice: null` for a book that cannot be bought direct).
 * - Body text is an array of paragraphs (`string[]`), one string per `<p>`; text is plain, no HTML
 *   or Markdown. Lists are arrays of `{ label, text }`; render `label` (when present) in bold,
 *   followed by a colon and `text`.
 * - Internal routes start with `/`; external links are absolute `https://` URLs.
 */

/** docs/SPEC.md §5 / §9: meta descriptions are cut at 160 characters; ours are written to fit. */
export const META_DESCRIPTION_MAX = 160;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date (YYYY-MM-DD)');
const internalPath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with /');
const httpsUrl = z.url({ protocol: /^https$/ });
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const nonEmpty = z.string().trim().min(1);

/**
 * An object with one `schema` value under each key, in the keys' order (an object schema, not a
 * record: the parsed value's keys come in that order whatever order they were stored in).
 */
function objectOf<const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const listItemSchema = z.object({
  /** Bold lead-in, e.g. "Access". Rendered as "<strong>Access:</strong> text". */
  label: nonEmpty.nullable(),
  text: nonEmpty,
});
export type ListItem = z.infer<typeof listItemSchema>;

/** One headed section of a text page. Render order: paragraphs, list, then `closing`. */
export const contentSectionSchema = z.object({
  /** Anchor id (kebab-case), usable as `<section id>` and for a table of contents. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  heading: nonEmpty,
  paragraphs: z.array(nonEmpty),
  list: z.array(listItemSchema).nullable(),
  closing: z.array(nonEmpty).nullable(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const linkSchema = z.object({
  label: nonEmpty,
  href: z.union([internalPath, httpsUrl]),
});
export type Link = z.infer<typeof linkSchema>;

// ---------------------------------------------------------------------------------------------
// Site chrome: navigation, external links, SEO
// ---------------------------------------------------------------------------------------------

export const navEntrySchema = z.object({
  label: nonEmpty,
  /** A route, or `/#section-id` for an in-page section of Home (docs/SPEC.md §2 scroll rule). */
  to: internalPath,
});
export type NavEntry = z.infer<typeof navEntrySchema>;

export const externalLinkSchema = z.object({
  /** Full label (desktop). */
  label: nonEmpty,
  /** Label for narrow screens; equal to `label` when there is no shorter form. */
  shortLabel: nonEmpty,
  href: httpsUrl,
  /**
   * True when the author has no real account/page yet. The UI must HIDE placeholder links
   * (render nothing), never show a dead link.
   */
  placeholder: z.boolean(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

/** A YouTube video's id: the 11 characters after `watch?v=`. */
const youtubeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'expected a YouTube id (the 11 characters after watch?v=)');

export const videoSchema = z.object({
  title: nonEmpty,
  /**
   * YouTube video id. `null` when no id is known yet: the UI then shows a plain
   * "watch" link to `watchUrl` instead of an embedded player.
   */
  youtubeId: youtubeIdSchema.nullable(),
  /** Where "watch" links point (a video page, or a YouTube search when the id is unknown). */
  watchUrl: httpsUrl,
});
export type Video = z.infer<typeof videoSchema>;

/** A page's head text, as the page table and the Dream Team page's own SEO block both hold it. */
const headTextFields = {
  /** Full document title, already including the site name where wanted. */
  title: nonEmpty,
  description: nonEmpty.max(META_DESCRIPTION_MAX),
  keywords: z.array(nonEmpty),
};

export const pageMetaSchema = z.object({
  /** The route this entry describes. */
  path: internalPath,
  /** Canonical path (joined to the site URL by the renderer). */
  canonical: internalPath,
  ...headTextFields,
  /** True for pages crawlers should not index (admin screens, 404). */
  noindex: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

// ---------------------------------------------------------------------------------------------
// Author and books (docs/SPEC.md §3)
// ---------------------------------------------------------------------------------------------

export const socialLinkSchema = z.object({
  label: nonEmpty,
  href: z.union([httpsUrl, z.literal('#')]),
  /** Placeholder accounts (twitter, instagram) are HIDDEN by the UI and left out of JSON-LD sameAs. */
  placeholder: z.boolean(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const authorSchema = z.object({
  name: nonEmpty,
  tagline: nonEmpty,
  /** Short bio (one or two paragraphs) for cards, JSON-LD `description` and the footer. */
  bio: z.array(nonEmpty).min(1),
  email: z.email(),
  location: z.object({
    city: nonEmpty,
    region: nonEmpty,
    country: nonEmpty,
    /** ISO 3166-1 alpha-2 */
    countryCode: z.string().length(2),
  }),
  genres: z.array(nonEmpty).min(1),
  /** Author photo path under the frontend's public folder. */
  photo: internalPath,
  social: objectOf(['goodreads', 'amazon', 'facebook', 'twitter', 'instagram'], socialLinkSchema),
});
export type Author = z.infer<typeof authorSchema>;

export const coverMoodSchema = z.object({
  /** Overall feel, for the cover generator's template choice. */
  tone: z.enum(['gothic', 'ethereal', 'noir', 'clinical', 'sepia']),
  /** Background, accent and title colours. */
  palette: z.tuple([hexColor, hexColor, hexColor]),
  /** One image idea, in a few words, for a motif/illustration. */
  motif: nonEmpty,
});
export type CoverMood = z.infer<typeof coverMoodSchema>;

/** An ISBN-13, digits only (`9781234567897`), its check digit right. */
export const isbnSchema = z
  .string()
  .regex(/^97[89]\d{10}$/, 'expected an ISBN-13: 13 digits starting 978 or 979, no hyphens')
  .refine((isbn) => {
    const sum = [...isbn].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }, 'this ISBN-13 has a wrong check digit');

/** The formats a book is sold in, as its page names them. */
export const BOOK_FORMATS = ['ebook', 'paperback', 'hardcover', 'audiobook'] as const;

/** One more place to buy a book in one format (the bookstore's ebook is `purchaseLink`). */
export const retailLinkSchema = z.object({
  format: z.enum(BOOK_FORMATS),
  /** The store's name as a reader knows it ("Kobo", "Barnes & Noble"). */
  retailer: nonEmpty,
  url: httpsUrl,
});
export type RetailLink = z.infer<typeof retailLinkSchema>;

/**
 * One of her pictures as a page shows it: its variants (the media bucket's content-addressed
 * paths, `/media/<hash>-<w>x<h>.<ext>`), narrowest first, so markup carries width and height and a
 * srcset. Copied from the picture when she chooses it, so a page renders without reading it again.
 */
export const pictureSchema = z.object({
  imageId: nonEmpty,
  variants: z
    .array(
      z.object({
        src: z.string().regex(/^\/media\/[^\s]+$/, 'expected one of her pictures (/media/…)'),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    )
    .min(1),
});
export type Picture = z.infer<typeof pictureSchema>;

export const bookSchema = z
  .object({
    /** Slug: kebab-case, unique, also the cover and epub file stem. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: nonEmpty,
    subtitle: nonEmpty.nullable(),
    /** Series name, or null for a standalone book. */
    series: nonEmpty.nullable(),
    /** Position in the series (1-based), or null for a standalone book. */
    seriesOrder: z.number().int().positive().nullable(),
    genre: nonEmpty,
    /** `/covers/<id>.svg`, generated from `coverMood`: what shows while the book has no `coverImage`. */
    cover: internalPath,
    coverMood: coverMoodSchema,
    /** A cover she uploaded (one of her pictures), shown instead of the generated one; null for none. */
    coverImage: pictureSchema.nullable(),
    /** One evocative line shown under the title on /books; the description of the book's page. */
    caption: nonEmpty.max(META_DESCRIPTION_MAX),
    /** Longer blurb (1-3 sentences) for structured data and detail views. */
    description: nonEmpty,
    status: z.literal('published'),
    publicationDate: isoDate,
    /** Retail ebook price at the bookstore, USD (structured data `offers.price`). */
    price: z.number().positive(),
    /** Bookstore link behind "Buy on Amazon". Same URL as `amazonLink`. */
    purchaseLink: httpsUrl,
    amazonLink: httpsUrl,
    /** The book's ISBN-13; null until the author has one (JSON-LD then claims none). */
    isbn: isbnSchema.nullable(),
    /** Other formats and stores, one button each on the book's page after the bookstore's; empty for none. */
    retailLinks: z.array(retailLinkSchema),
    /** "Read Sample" target; null means the button falls back to `purchaseLink`. */
    sampleLink: httpsUrl.nullable(),
    directPurchaseAvailable: z.boolean(),
    /** USD price for "Buy Direct"; null when the book is not sold direct. */
    directPrice: z.number().positive().nullable(),
    /** File sold direct; null when the book is not sold direct. */
    epubFilename: z
      .string()
      .regex(/^[a-z0-9-]+\.epub$/)
      .nullable(),
    wordCount: z.number().int().positive(),
  })
  .superRefine((book, ctx) => {
    if (book.cover !== `/covers/${book.id}.svg`) {
      ctx.addIssue({ code: 'custom', path: ['cover'], message: 'cover must be /covers/<id>.svg' });
    }
    if (book.purchaseLink !== book.amazonLink) {
      ctx.addIssue({ code: 'custom', path: ['purchaseLink'], message: 'purchaseLink must equal amazonLink' });
    }
    if ((book.series === null) !== (book.seriesOrder === null)) {
      ctx.addIssue({ code: 'custom', path: ['seriesOrder'], message: 'series and seriesOrder go together' });
    }
    const direct = book.directPurchaseAvailable;
    if (direct !== (book.directPrice !== null) || direct !== (book.epubFilename !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['directPrice'],
        message: 'directPrice and epubFilename are set exactly when directPurchaseAvailable',
      });
    }
  });
export type Book = z.infer<typeof bookSchema>;

export const bookSeriesSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: nonEmpty,
  description: nonEmpty,
  genre: nonEmpty,
  /** Declared size of the series for JSON-LD `numberOfItems` (docs/SPEC.md §9: Clinic declared with 7). */
  numberOfBooks: z.number().int().positive(),
  /** Book ids in reading order. */
  bookIds: z.array(z.string()).min(1, 'A series lists at least one of your books: add one.'),
});
export type BookSeries = z.infer<typeof bookSeriesSchema>;

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

export const aboutPageSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  /** Bio, philosophy, genres and themes, writing approach, in that order. */
  sections: z.array(contentSectionSchema).min(4),
  connect: z.object({
    heading: nonEmpty,
    paragraphs: z.array(nonEmpty),
    links: z.array(linkSchema).min(4),
  }),
  /** Pointer to the media-literacy challenge page. */
  challenge: z.object({ heading: nonEmpty, text: nonEmpty, link: linkSchema }),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

/** The Terms of Service or the Privacy Policy as drawn (content/pages/legal.ts); her words are `legalWordsSchema`. */
export const legalPageSchema = z.object({
  heading: nonEmpty,
  /** Human dates as printed on the page, e.g. "July 26, 2025". */
  effectiveDate: nonEmpty,
  lastUpdated: nonEmpty,
  /** Same dates as ISO, for <time datetime>. */
  effectiveDateIso: isoDate,
  lastUpdatedIso: isoDate,
  intro: z.array(nonEmpty).min(1),
  sections: z.array(contentSectionSchema).min(1),
  contact: z.object({
    heading: nonEmpty,
    text: nonEmpty,
    email: z.email(),
    location: nonEmpty,
  }),
  /** Footer line, e.g. "© 2025 Name. All rights reserved." */
  copyright: nonEmpty,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** The House Hippo page as drawn (content/pages/house-hippo.ts); her words are `houseHippoWordsSchema`. */
export const houseHippoPageSchema = z.object({
  backLink: linkSchema,
  banner: z.object({ eyebrow: nonEmpty, heading: nonEmpty, subheading: nonEmpty }),
  originalVideo: z.object({ heading: nonEmpty, caption: nonEmpty }),
  challengeVideo: z.object({ heading: nonEmpty, caption: nonEmpty }),
  /** Explanation of the critical-thinking-about-media challenge. */
  sections: z.array(contentSectionSchema).min(1),
  contest: z.object({
    heading: nonEmpty,
    intro: z.array(nonEmpty),
    formatsHeading: nonEmpty,
    formats: z.array(listItemSchema).length(3),
    howToEnterHeading: nonEmpty,
    howToEnter: z.array(listItemSchema).min(1),
    hashtag: z.literal('#HouseHippo'),
    prizeHeading: nonEmpty,
    prize: nonEmpty,
    finePrint: z.array(nonEmpty),
  }),
  /** Text of the link to the original 1999 video (target: `houseHippoVideos.original.watchUrl`). */
  watchOriginalLabel: nonEmpty,
  joinGroupLabel: nonEmpty,
});
export type HouseHippoPage = z.infer<typeof houseHippoPageSchema>;

export const dreamTeamCardSchema = z.object({
  id: z.enum(['beta-readers', 'editors', 'reviewers']),
  title: nonEmpty,
  description: nonEmpty,
  perks: z.array(nonEmpty),
});
export type DreamTeamCard = z.infer<typeof dreamTeamCardSchema>;

/** The Dream Team page as drawn (content/pages/dream-team.ts); her words are `dreamTeamWordsSchema`. */
export const dreamTeamPageSchema = z.object({
  header: z.object({ eyebrow: nonEmpty, heading: nonEmpty, subheading: nonEmpty }),
  intro: z.array(nonEmpty).min(1),
  cards: z.array(dreamTeamCardSchema).length(3),
  guidelines: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    /** Who it is for; participation requirements; monitoring and accountability; professional services. */
    sections: z.array(contentSectionSchema).length(4),
  }),
  form: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    nameLabel: nonEmpty,
    namePlaceholder: nonEmpty,
    emailLabel: nonEmpty,
    emailPlaceholder: nonEmpty,
    roleLegend: nonEmpty,
    newsletterLabel: nonEmpty,
    submit: z.literal('Join the Dream Team'),
    submitting: z.literal('Joining Dream Team...'),
    consent: nonEmpty,
    success: z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(2) }),
  }),
  toasts: z.object({
    successTitle: z.literal('Welcome to the Dream Team!'),
    successDescription: z.literal('Check your email for next steps and program details.'),
    errorTitle: z.literal('Signup Failed'),
    errorDescription: z.literal('There was an error signing you up. Please try again.'),
    emailRequiredTitle: z.literal('Email Required'),
    emailRequiredDescription: z.literal('Please enter your email address to join the Dream Team.'),
  }),
  seo: z.object({
    ...headTextFields,
    keywords: headTextFields.keywords.min(1),
    canonical: z.literal('/voss-trials'),
  }),
});
export type DreamTeamPage = z.infer<typeof dreamTeamPageSchema>;

// ---------------------------------------------------------------------------------------------
// The words of her pages, as she edits them (each a piece): the page as drawn is her words, their
// merge fields filled in from her details, and what the spec fixes (content/pages/*.ts)
// ---------------------------------------------------------------------------------------------

/**
 * A page's words whose texts may name her facts by merge fields (`{name}`): a text naming one the
 * site cannot fill in is refused beside its field, in words that list the ones she can use
 * (`inHerWords`: the editor shows the refusal as it is, not the field's usual message).
 */
const withMergeFieldsChecked = <S extends z.ZodType>(schema: S, fields?: FieldMeanings) =>
  schema.superRefine((words, ctx) => {
    for (const { path, message } of mergeFieldProblems(words, fields))
      ctx.addIssue({ code: 'custom', path, message, params: { inHerWords: true } });
  });

/** The Dream Team page's words: the form's fields, button, toasts, consent and SEO are the spec's and code's. */
export const dreamTeamWordsSchema = withMergeFieldsChecked(
  z.object({
    header: dreamTeamPageSchema.shape.header,
    intro: dreamTeamPageSchema.shape.intro,
    cards: dreamTeamPageSchema.shape.cards,
    guidelines: dreamTeamPageSchema.shape.guidelines,
    form: z.object({
      heading: nonEmpty,
      intro: nonEmpty,
      /** The welcome that replaces the form once a reader has joined, under its fixed heading. */
      success: z.object({ paragraphs: z.array(nonEmpty).min(2) }),
    }),
  }),
);
export type DreamTeamWords = z.infer<typeof dreamTeamWordsSchema>;

/**
 * The Terms of Service's or the Privacy Policy's words: its dates (ISO, printed for her on the
 * page), intro, sections and the contact block's heading and line; her address and place under it,
 * and the copyright line, come from her details.
 */
export const legalWordsSchema = withMergeFieldsChecked(
  z.object({
    heading: nonEmpty,
    effectiveDate: isoDate,
    lastUpdated: isoDate,
    intro: legalPageSchema.shape.intro,
    sections: legalPageSchema.shape.sections,
    contact: legalPageSchema.shape.contact.pick({ heading: true, text: true }),
  }),
);
export type LegalWords = z.infer<typeof legalWordsSchema>;

/** The House Hippo page's words: its back link and the contest's hashtag are fixed; its videos are `page/house-hippo`. */
export const houseHippoWordsSchema = withMergeFieldsChecked(
  houseHippoPageSchema.omit({ backLink: true }).extend({
    contest: houseHippoPageSchema.shape.contest.omit({ hashtag: true }),
  }),
);
export type HouseHippoWords = z.infer<typeof houseHippoWordsSchema>;

/**
 * The home page's words, and the Books page's intro sentence: what each link and button leads to,
 * the sections' order and the stories they list are the code's. They may name her town
 * (`{town}`) and her books' count (`{books}`) besides her other facts.
 */
export const homeWordsSchema = withMergeFieldsChecked(
  z.object({
    hero: z.object({
      eyebrow: nonEmpty,
      heading: nonEmpty,
      text: nonEmpty,
      /** The two buttons' labels: to the Books page and to the Dream Team page. */
      browseBooks: nonEmpty,
      getFreeArc: nonEmpty,
      /** The link to her House Hippo Challenge group (`links.houseHippoChallenge`). */
      challengeLink: nonEmpty,
    }),
    /** Over her bio and photo, and the link to the About page under them. */
    about: z.object({ heading: nonEmpty, link: nonEmpty }),
    /** Over the featured stories, and the link to the Free Stories page. */
    readerMagnets: z.object({ heading: nonEmpty, text: nonEmpty, link: nonEmpty }),
    /** The tip jar's block (`links.tipJar`). */
    support: z.object({ heading: nonEmpty, text: nonEmpty, button: nonEmpty }),
    /** The Books page's line under its heading. */
    booksIntro: nonEmpty,
  }),
  HOME_MERGE_FIELDS,
);
export type HomeWords = z.infer<typeof homeWordsSchema>;

/**
 * A free short story (reader magnet) as its listing shows it: the API's list, /short-stories, the
 * home page and the welcome email. Never its text (`storySchema`).
 */
export const shortStorySchema = z.object({
  /** Slug: kebab-case, unique, the reading page's and the EPUB's name in the library. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: nonEmpty,
  genre: nonEmpty,
  description: nonEmpty,
  teaser: nonEmpty,
  /** Null when the story has no cover; the page draws a generated one. */
  coverImage: z.string().nullable(),
  featured: z.boolean(),
  editoriallyReviewed: z.boolean(),
  /** Link to the external manuscript-review service; null or '#' means none. */
  reedyPromptsUrl: z.union([httpsUrl, z.literal('#')]).nullable(),
});
export type ShortStory = z.infer<typeof shortStorySchema>;

/**
 * The most a story's text may weigh, in UTF-8 bytes (about 50,000 words of English prose): its
 * piece, each saved version and its published text are each one DynamoDB item, which holds 400 KB.
 */
export const STORY_TEXT_MAX_BYTES = 330_000;
/** The same cap as she reads it. */
export const STORY_TEXT_MAX_WORDS = '50,000';

const utf8Bytes = (paragraphs: readonly string[]) =>
  paragraphs.reduce((total, paragraph) => total + new TextEncoder().encode(paragraph).length, 0);

/**
 * A free story's whole text. Only the server reads it (the reader's library: its reading page and
 * EPUB): the public pages, the site's data file and the browser bundles never hold it.
 */
export const storyTextSchema = z.object({
  /** A stand-in the seed ships until the author's own text replaces it; the reading page says so. */
  sample: z.boolean(),
  /** The story's paragraphs, plain text, in reading order. */
  paragraphs: z
    .array(z.string().trim().min(1))
    .min(1, 'Write the story’s text.')
    .refine((paragraphs) => utf8Bytes(paragraphs) <= STORY_TEXT_MAX_BYTES, {
      error: (issue) =>
        `A story’s text can be at most about ${STORY_TEXT_MAX_WORDS} words (${STORY_TEXT_MAX_BYTES / 1000} KB); this one is ${Math.ceil(utf8Bytes(issue.input as string[]) / 1000)} KB. Shorten it, or make it two stories.`,
    }),
});
export type StoryText = z.infer<typeof storyTextSchema>;

/** A free story as her site keeps it (the piece `story/<id>`): its listing and its text. */
export const storySchema = shortStorySchema.extend({ text: storyTextSchema });
export type Story = z.infer<typeof storySchema>;

// ---------------------------------------------------------------------------------------------
// Her site as data: what /admin edits, publishing renders, and content/seed/seed.ts starts from
// ---------------------------------------------------------------------------------------------

/** The external links the site's chrome and pages point at (seeded from content/seed/links.ts `externalLinks`). */
export const externalLinksSchema = objectOf(
  ['fundraising', 'tipJar', 'goodreads', 'amazon', 'facebook', 'houseHippoChallenge'],
  externalLinkSchema,
);
export type ExternalLinks = z.infer<typeof externalLinksSchema>;

/**
 * The House Hippo page's videos on YouTube, hers to give: with no id (null) the page shows a
 * "watch" link instead of an embedded player. A table seeded before the page was a piece has no
 * such piece: it reads as no ids.
 */
export const houseHippoVideoIdsSchema = z.object({
  original: youtubeIdSchema.nullable(),
  challenge: youtubeIdSchema.nullable(),
});
export type HouseHippoVideoIds = z.infer<typeof houseHippoVideoIdsSchema>;

/**
 * The words of her own emails, the ones in her voice (the welcomes; receipts, refunds, sign-in
 * codes and the footer's lines stay the code's): plain text in which `{$name}` is the reader's name
 * (`{$name|default("there")}` with words for a reader who gave none) and `{$author}` hers, and a
 * paragraph may hold a link written `[words](/a-page-of-the-site)`. functions/emails/welcome.ts
 * lays them out; functions/contract/site-emails.ts checks their fields and links.
 */
const emailWords = z
  .string()
  .trim()
  .min(1, 'Write the words here: the email needs them.')
  .max(2000, 'At most 2,000 characters here: split it into paragraphs.');
const emailParagraphs = z.array(emailWords);

export const siteEmailsSchema = z.object({
  /** The mailing list's welcome: its button opens the reader's library, where the free stories are. */
  listWelcome: z.object({
    subject: emailWords,
    heading: emailWords,
    greeting: emailWords,
    /** Paragraphs before the list of featured stories. */
    beforeStories: emailParagraphs.min(1, 'Write at least one paragraph here.'),
    /** The line leading into the featured stories (left out, with them, when none is featured). */
    storiesIntro: emailWords,
    /** The button to the reader's library. */
    button: emailWords,
    /** Paragraphs after the button and the line saying how long its link works. */
    afterStories: emailParagraphs,
    /** The line above her name at the end ("Happy reading,"). */
    signOff: emailWords,
  }),
  /** The Dream Team's welcome, around the Dream Team page's own intro, roles and guidelines. */
  dreamTeamWelcome: z.object({
    subject: emailWords,
    heading: emailWords,
    greeting: emailWords,
    /** The paragraph before the page's intro. */
    thanks: emailWords,
    rolesHeading: emailWords,
    nextStepsHeading: emailWords,
    nextSteps: emailParagraphs.min(1, 'Write at least one paragraph here.'),
    professionalHeading: emailWords,
    professional: emailWords,
    /** Said only to a reader who also joined the mailing list. */
    newsletterNote: emailWords,
    signOff: emailWords,
  }),
});

/**
 * Everything of hers the site's pages are drawn from, as one document: the table keeps it in
 * pieces (functions/entities/site-content.ts), each edited, versioned and restored alone, and
 * publishing renders the pages from the whole. Books are in the order /books shows them.
 */
export const siteContentSchema = z.object({
  author: authorSchema,
  links: externalLinksSchema,
  emails: siteEmailsSchema,
  books: z.array(bookSchema).min(1),
  series: z.array(bookSeriesSchema),
  pages: z.object({
    home: homeWordsSchema,
    about: aboutPageSchema,
    'house-hippo': houseHippoVideoIdsSchema.default({ original: null, challenge: null }),
    'house-hippo-words': houseHippoWordsSchema,
    'dream-team': dreamTeamWordsSchema,
    terms: legalWordsSchema,
    privacy: legalWordsSchema,
  }),
  /**
   * The books she took off her site, by id and title: no page shows them, but a reader who bought
   * one keeps it, and their library, receipt and her Sales still call it by its title.
   */
  removedBooks: z.array(z.object({ id: z.string(), title: nonEmpty })).default([]),
  /** The free stories, in her order (the listing puts the featured first). */
  stories: z.array(storySchema).default([]),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
/** The words of her emails, as she edits them (one piece). */
export type SiteEmails = SiteContent['emails'];

/**
 * Her site as anyone may read it: the stories without their texts. What the renderer draws pages
 * and the site's data file from, and what a publish records for the functions.
 */
export type PublicSiteContent = Omit<SiteContent, 'stories'> & { stories: ShortStory[] };

/** `content` without the stories' texts. */
export const publicContentOf = ({ stories, ...rest }: SiteContent | PublicSiteContent): PublicSiteContent => ({
  ...rest,
  stories: stories.map(({ text: _text, ...listing }: ShortStory & { text?: unknown }) => listing),
});

/**
 * A fact the seed holds only as a stand-in (a search instead of her Amazon page, a guessed
 * handle): the launch checklist lists it while the piece's value at `path` is still the seed's.
 */
export const placeholderSchema = z.object({
  /** The piece it is in, as `<kind>/<id>`: `site/author`, `site/links`, `book/<id>`, `series/<id>`, `page/<id>`, `story/<id>`. */
  piece: nonEmpty,
  /** Where in the piece, as keys (`['social', 'goodreads', 'href']`). */
  path: z.array(z.union([z.string(), z.number().int()])).min(1),
  /** What she is asked to fill in, in her words. */
  label: nonEmpty,
});
export type Placeholder = z.infer<typeof placeholderSchema>;
