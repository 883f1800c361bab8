import { describe, expect, it } from 'vitest';
import { bookSchema, houseHippoVideoIdsSchema, storySchema } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { books } from '../../content/seed/books';
import * as bookBodies from '../../frontend/src/features/site-editor/book-body';
import * as paths from '../../frontend/src/features/site-editor/form-paths';
import * as spec from '../../frontend/src/features/site-editor/form-spec';
import { changedSincePublishing, publishCounts } from '../../frontend/src/features/site-editor/pieces';
import { siteText } from '../../frontend/src/features/site-editor/texts';
import { addableBooks, bookTitles, moved, without } from '../../frontend/src/features/site-editor/series-books';
import type { PieceSummary } from '../../functions/contract/site-content';
import { houseHippoEditor, youtubeIdOf } from '../../frontend/src/features/site-editor/forms/house-hippo-form';
import { dreamTeamEditor } from '../../frontend/src/features/site-editor/forms/dream-team-form';
import { homeEditor } from '../../frontend/src/features/site-editor/forms/home-form';
import { houseHippoWordsEditor } from '../../frontend/src/features/site-editor/forms/house-hippo-words-form';
import { legalEditor } from '../../frontend/src/features/site-editor/forms/legal-form';
import type { EditorDef } from '../../frontend/src/features/site-editor/editor-def';
import { sectionBodies } from '../../frontend/src/features/site-editor/forms/page-words';
import { storyEditor } from '../../frontend/src/features/site-editor/forms/story-form';
import { newStoryValues, storyBody, type StoryFormValues } from '../../frontend/src/features/site-editor/story-body';

/** The admin's site editor: a book's id and derived fields, a picture as its cover, messages by field. */
describe('a book in the site editor', () => {
  it('makes the id from the title: lowercase, hyphens, apostrophes and accents dropped', () => {
    expect(bookBodies.bookIdFromTitle("The Driver's Promise")).toBe('the-drivers-promise');
    expect(bookBodies.bookIdFromTitle('  Où va l’âme ?  ')).toBe('ou-va-lame');
    expect(bookBodies.bookIdFromTitle('Patient 92: The Clinic')).toBe('patient-92-the-clinic');
    const long = bookBodies.bookIdFromTitle('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('copies a picture as the cover: its WebP variants, narrowest first, as src, width and height', () => {
    const variant = (width: number, mediaType: string, ext: string) => ({
      path: `/media/${'a'.repeat(24)}-${width}x${width * 1.5}.${ext}`,
      mediaType,
      width,
      height: width * 1.5,
      bytes: 1000,
    });
    const picture = {
      id: 'img-1',
      variants: [
        variant(960, 'image/webp', 'webp'),
        variant(480, 'image/webp', 'webp'),
        variant(480, 'image/jpeg', 'jpg'),
        variant(960, 'image/jpeg', 'jpg'),
      ],
    };
    expect(bookBodies.coverImageOf(picture)).toEqual({
      imageId: 'img-1',
      variants: [
        { src: `/media/${'a'.repeat(24)}-480x720.webp`, width: 480, height: 720 },
        { src: `/media/${'a'.repeat(24)}-960x1440.webp`, width: 960, height: 1440 },
      ],
    });
    // A picture with no WebP variant gives the ones it has.
    expect(
      bookBodies.coverImageOf({ id: 'img-2', variants: [variant(480, 'image/png', 'png')] }).variants,
    ).toHaveLength(1);
  });

  it('gives back every seed book unchanged from its form, so opening and saving changes nothing', () => {
    for (const book of books) expect(bookBodies.bookBody(bookBodies.bookFormValues(book))).toEqual(book);
  });

  it('derives what she never types: the drawn cover, the bookstore link twice, the book’s own page', () => {
    const values = {
      ...bookBodies.newBookValues(),
      title: 'The Lock Keeper',
      genre: 'Historical Fiction',
      caption: 'A canal, a lock, a secret.',
      description: 'Welland, 1932.',
      publicationDate: '2026-05-01',
      price: '$5.99',
      amazonLink: 'https://www.amazon.com/dp/B000000000',
      wordCount: '81,200',
    };
    const body = bookBodies.bookBody(values);
    expect(body).toMatchObject({
      id: 'the-lock-keeper',
      cover: '/covers/the-lock-keeper.svg',
      purchaseLink: values.amazonLink,
      coverMood: bookBodies.NEW_BOOK_COVER_MOOD,
      price: 5.99,
      wordCount: 81200,
      directPrice: null,
      epubFilename: null,
    });
    expect(bookSchema.safeParse(body).success).toBe(true);
    // An id she typed wins over the title's.
    expect(bookBodies.bookBody({ ...values, id: 'lock-keeper' }).cover).toBe('/covers/lock-keeper.svg');
  });

  it('sold direct with no price or file: the schema names each field, not the whole book', () => {
    const values = {
      ...bookBodies.bookFormValues(books[0]!),
      directPurchaseAvailable: true,
      directPrice: '',
      epubFilename: '',
    };
    const fields = bookSchema.safeParse(bookBodies.bookBody(values)).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['directPrice', 'epubFilename']));
  });
});

describe('the site editor’s fields', () => {
  it('puts a value at a path, copying on the way and leaving the rest', () => {
    const values = { title: 'A', retailLinks: [{ url: 'x' }, { url: 'y' }] };
    const next = paths.withValueAt(values, 'retailLinks.1.url', 'z');
    expect(next).toEqual({ title: 'A', retailLinks: [{ url: 'x' }, { url: 'z' }] });
    expect(values.retailLinks[1]!.url).toBe('y');
    expect(next.retailLinks[0]).toBe(values.retailLinks[0]);
  });

  it('says each field’s message in her words, by its kind of field, whichever row it is in', () => {
    const errors = paths.messagesInHerWords(
      ['title', 'retailLinks.0.url', 'retailLinks.1.url', 'isbn'],
      [
        { path: 'retailLinks.1.url', message: 'Invalid URL' },
        { path: 'isbn', message: 'expected an ISBN-13' },
        { path: 'price', message: 'a field the form does not show' },
      ],
      { 'retailLinks.#.url': 'Give a web address starting with https://.' },
    );
    expect(errors).toEqual({
      'retailLinks.1.url': 'Give a web address starting with https://.',
      isbn: 'expected an ISBN-13',
    });
  });

  it('reads a form’s fields and their messages from its declaration, row by row, in the order shown', () => {
    const values = { title: '', retailLinks: [{ url: '' }, { url: '' }], hidden: false };
    const form = [
      spec.note<typeof values>('Your book.'),
      spec.group('Title', [
        spec.textBox('title', { label: 'Title', message: 'Give the book its title.' }),
        spec.toggle('hidden', { label: 'Hide', hint: 'Not shown.' }),
      ]),
      spec.rows<typeof values>({
        path: 'retailLinks',
        words: { label: 'Stores', hint: '', legend: String, remove: String, add: 'Add a store' },
        blank: { url: '' },
        fields: (row) => [
          spec.columns('sm:grid-cols-2', [
            spec.textBox(`${row}.url`, { label: 'Web address', message: 'Give a web address.' }),
          ]),
        ],
      }),
    ];
    // A toggle is always a valid answer: no message stands beside it.
    expect(spec.fieldsOf(form, values)).toEqual(['title', 'retailLinks.0.url', 'retailLinks.1.url']);
    expect(spec.wordsOf(form, values)).toEqual({
      title: 'Give the book its title.',
      'retailLinks.#.url': 'Give a web address.',
    });
  });

  it('keeps paragraphs as text with a blank line between two', () => {
    expect(paths.paragraphsOf(paths.paragraphsText(['One.', 'Two.']))).toEqual(['One.', 'Two.']);
    expect(paths.paragraphsOf('One.\n  \n\n Two.\n')).toEqual(['One.', 'Two.']);
  });

  it('marks a piece changed since publishing when its version is not the live one', () => {
    expect(changedSincePublishing({ version: 3, publishedVersion: 3 })).toBe(false);
    expect(changedSincePublishing({ version: 4, publishedVersion: 3 })).toBe(true);
    expect(changedSincePublishing({ version: 1, publishedVersion: null })).toBe(true);
  });

  it('counts the pages a publish changed apart from the files beside them', () => {
    const said = (changedPaths: string[]) =>
      siteText.overview.published(publishCounts({ publishedAt: '2026-12-06T19:00:00.000Z', changedPaths }));
    expect(said(['/about', '/site-content.json'])).toBe('Published: 1 page changed.');
    expect(said(['/books', '/books/new', '/covers/new.svg', '/site-content.json'])).toBe('Published: 2 pages changed.');
    expect(said(['/covers/new.svg'])).toBe('Published: no page changed, only 1 file.');
    expect(said([])).toBe('Published: no page needed to change.');
  });
});

describe('the House Hippo videos in the site editor', () => {
  it('takes a video as its id or as any YouTube address she pastes, and empty as none', () => {
    const id = 'dQw4w9WgXcQ';
    for (const typed of [
      id,
      ` ${id} `,
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `https://youtu.be/${id}?si=share`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
    ])
      expect(youtubeIdOf(typed), typed).toBe(id);
    expect(youtubeIdOf('   ')).toBeNull();
    // What is not a YouTube address is kept as typed, for the schema to refuse in words.
    expect(youtubeIdOf('the hippo one')).toBe('the hippo one');
  });

  it('saves what the schema takes, and refuses a wrong id by its field', () => {
    const body = houseHippoEditor.toBody({ original: 'https://youtu.be/dQw4w9WgXcQ', challenge: '' });
    expect(houseHippoVideoIdsSchema.parse(body)).toEqual({ original: 'dQw4w9WgXcQ', challenge: null });
    const refused = houseHippoVideoIdsSchema.safeParse(
      houseHippoEditor.toBody({ original: 'not a video', challenge: '' }),
    );
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['original']);
    expect(houseHippoEditor.fromBody({ original: null, challenge: 'dQw4w9WgXcQ' })).toEqual({
      original: '',
      challenge: 'dQw4w9WgXcQ',
    });
  });
});

describe('a series’ books in its editor', () => {
  const summary = (id: string, title: string, removed = false): PieceSummary => ({
    kind: 'book',
    id,
    title,
    removed,
    version: 1,
    savedAt: '2026-12-06T12:00:00.000Z',
    savedBy: 'seed',
    publishedVersion: 1,
  });
  const pieces = [summary('a', 'Alpha'), summary('b', 'Beta'), summary('c', 'Gone', true), summary('d', 'Delta')];

  it('moves a book a place up or down, never past either end, and takes one out', () => {
    expect(moved(['a', 'b', 'd'], 1, -1)).toEqual(['b', 'a', 'd']);
    expect(moved(['a', 'b', 'd'], 1, 1)).toEqual(['a', 'd', 'b']);
    expect(moved(['a', 'b', 'd'], 0, -1)).toEqual(['a', 'b', 'd']);
    expect(moved(['a', 'b', 'd'], 2, 1)).toEqual(['a', 'b', 'd']);
    expect(without(['a', 'b', 'd'], 1)).toEqual(['a', 'd']);
  });

  it('offers her books on the site that it does not list, and names every book by its title', () => {
    expect(addableBooks(pieces, ['b']).map((piece) => piece.title)).toEqual(['Alpha', 'Delta']);
    expect(bookTitles(pieces).get('c')).toBe('Gone');
  });
});

describe('the words of her pages in the site editor', () => {
  const pages = seedContent.pages;
  const editors: [string, EditorDef<unknown>, unknown][] = [
    ['page/home', homeEditor as EditorDef<unknown>, pages.home],
    ['page/dream-team', dreamTeamEditor as EditorDef<unknown>, pages['dream-team']],
    ['page/house-hippo-words', houseHippoWordsEditor as EditorDef<unknown>, pages['house-hippo-words']],
    ['page/terms', legalEditor as EditorDef<unknown>, pages.terms],
    ['page/privacy', legalEditor as EditorDef<unknown>, pages.privacy],
  ];

  it.each(editors)(
    '%s: the seed’s words come back from the form as they were, and its schema takes them',
    (_, editor, body) => {
      const back = editor.toBody(editor.fromBody(body));
      expect(back).toEqual(body);
      expect(editor.schema.safeParse(back).success).toBe(true);
    },
  );

  it('reads a list a line an item, a lead-in before a colon in bold, and no list or closing as none', () => {
    expect(paths.listItemsOf('Access: ask for a copy.\n\n  break nothing;  \n')).toEqual([
      { label: 'Access', text: 'ask for a copy.' },
      { label: null, text: 'break nothing;' },
    ]);
    const [section] = sectionBodies([
      { id: '', heading: '10. New Rules', paragraphs: 'One.\n\nTwo.', list: '', closing: ' ' },
    ]);
    expect(section).toEqual({
      id: '10-new-rules',
      heading: '10. New Rules',
      paragraphs: ['One.', 'Two.'],
      list: null,
      closing: null,
    });
  });

  it('gives a new section an anchor no other section of the page has', () => {
    const ids = sectionBodies([
      { id: 'contact', heading: 'Contact', paragraphs: 'a', list: '', closing: '' },
      { id: '', heading: 'Contact', paragraphs: 'b', list: '', closing: '' },
      { id: '', heading: 'Contact', paragraphs: 'c', list: '', closing: '' },
    ]).map((section) => section.id);
    expect(ids).toEqual(['contact', 'contact-2', 'contact-3']);
  });

  it('shows an unknown merge field’s refusal beside its text, not the field’s usual message', () => {
    const values = legalEditor.fromBody(pages.terms);
    values.sections[0]!.paragraphs = 'Hello {nmae}.';
    const issues = legalEditor.schema.safeParse(legalEditor.toBody(values)).error!.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      inHerWords: issue.code === 'custom' && issue.params?.inHerWords === true,
    }));
    const form = legalEditor.form(values, { isNew: false });
    expect(paths.messagesInHerWords(spec.fieldsOf(form, values), issues, spec.wordsOf(form, values))).toEqual({
      'sections.0.paragraphs': '{nmae} is not something the site can fill in: use {name}, {email}, {place} or {site}.',
    });
  });

  it('the home page takes her town and her books’ count too, and names them when it refuses a field', () => {
    const values = homeEditor.fromBody(pages.home);
    values.booksIntro = 'All {books} of {town}.';
    expect(homeEditor.schema.safeParse(homeEditor.toBody(values)).success).toBe(true);
    values.hero.eyebrow = '{count} books';
    const issues = homeEditor.schema.safeParse(homeEditor.toBody(values)).error!.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'hero.eyebrow',
        '{count} is not something the site can fill in: use {name}, {email}, {place}, {site}, {town} or {books}.',
      ],
    ]);
    // The form's values are its own: typing into them never changes the body they were read from.
    expect(pages.home.hero.eyebrow).not.toContain('{count}');
  });
});

describe('a free story in the site editor', () => {
  const [sample] = seedContent.stories;
  const opened = () => storyEditor.fromBody(sample!);
  const form = (values: StoryFormValues, isNew = false) => storyEditor.form(values, { isNew });

  it('holds the text as one box, a blank line between paragraphs, and gives the story back unchanged', () => {
    const values = opened();
    expect(values.text).toBe(sample!.text.paragraphs.join('\n\n'));
    expect(values.sampleText).toBe(values.text);
    expect(storySchema.parse(storyEditor.toBody(values))).toEqual(sample);
  });

  it('keeps the sample flag while the text is the sample’s, and clears it once she writes her own', () => {
    const values = opened();
    // Spaces and line breaks around paragraphs are not words of hers.
    expect(storyBody({ ...values, text: `\n${values.text.replace(/\n\n/g, '\n \n')}  ` }).text.sample).toBe(true);
    const hers = storyBody({ ...values, text: 'The lamps were lit.\n\nNobody lit them.' });
    expect(hers.text).toEqual({ sample: false, paragraphs: ['The lamps were lit.', 'Nobody lit them.'] });
    // The form says which, in words, only while the story began as a sample.
    const notes = (v: StoryFormValues) =>
      JSON.stringify(form(v)).includes(siteText.story.sampleNote)
        ? 'sample'
        : JSON.stringify(form(v)).includes(siteText.story.sampleReplaced)
          ? 'replaced'
          : 'none';
    expect(notes(values)).toBe('sample');
    expect(notes({ ...values, text: 'Mine.' })).toBe('replaced');
    expect(notes(storyEditor.fromBody(hers))).toBe('none');
  });

  it('says what taking a story off does: it leaves the stories page, and readers who have it keep it', () => {
    expect(siteText.overview.offAfterPublish('story')).toBe('Taken off: publish to take it off the stories page');
    expect(siteText.overview.takenOff('A Veil of Salt', 'story')).toMatch(/readers who have it keep it/);
    expect(siteText.overview.offAfterPublish('book')).toBe('Taken off: publish to remove its page');
  });

  it('takes the seed’s “#” Reedsy link as none, and an empty one as none', () => {
    const story = seedContent.stories.find((s) => s.reedyPromptsUrl === '#')!;
    const values = storyEditor.fromBody(story);
    expect(values.reedyPromptsUrl).toBe('');
    expect(storyBody(values).reedyPromptsUrl).toBeNull();
    expect(storyBody({ ...values, reedyPromptsUrl: ' https://reedsy.com/discovery/x ' }).reedyPromptsUrl).toBe(
      'https://reedsy.com/discovery/x',
    );
  });

  it('a new story: its id from the title, and each refusal beside its own field in her words', () => {
    const values = { ...newStoryValues(), title: 'The Keeper’s Lamp', reedyPromptsUrl: 'reedsy' };
    expect(storyBody(values).id).toBe('the-keepers-lamp');
    const storyForm = form(values, true);
    const fields = spec.fieldsOf(storyForm, values);
    expect(fields).toEqual(['title', 'id', 'genre', 'description', 'teaser', 'reedyPromptsUrl', 'text']);
    const issues = storySchema
      .safeParse(storyBody(values))
      .error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    expect(paths.messagesInHerWords(fields, issues, spec.wordsOf(storyForm, values))).toEqual({
      genre: siteText.story.genre.message,
      description: siteText.story.description.message,
      teaser: siteText.story.teaser.message,
      reedyPromptsUrl: siteText.story.reedyPromptsUrl.message,
      text: 'Write the story’s text.',
    });
  });
});
