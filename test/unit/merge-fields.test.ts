import { describe, expect, it } from 'vitest';
import {
  fillMergeFields,
  HOME_MERGE_FIELDS,
  homeFactsOf,
  mergeFactsOf,
  mergeFieldList,
  unknownMergeFields,
  withMergeFields,
} from '../../content/merge-fields';
import { legalWordsSchema } from '../../content/schemas';
import { author } from '../../content/seed/author';
import { seedContent } from '../../content/seed/seed';

const facts = { name: 'Ada Quill', email: 'ada@quill.example', place: 'Hull, Quebec, Canada', site: 'quill.example' };

describe('merge fields in the words of her pages', () => {
  it('fills each field in from her facts, as often as it is written', () => {
    expect(fillMergeFields('Welcome to {site}, the site of {name}. Write to {name} at {email}, {place}.', facts)).toBe(
      'Welcome to quill.example, the site of Ada Quill. Write to Ada Quill at ada@quill.example, Hull, Quebec, Canada.',
    );
    expect(fillMergeFields('{name}’s books', facts)).toBe('Ada Quill’s books');
    // A fact holding braces is not filled in again.
    expect(fillMergeFields('{name}', { ...facts, name: '{email}' })).toBe('{email}');
  });

  it('takes her facts from her details and the origin the page is published on', () => {
    expect(mergeFactsOf(author, 'https://author.example')).toEqual({
      name: author.name,
      email: author.email,
      place: `${author.location.city}, ${author.location.region}, ${author.location.country}`,
      site: 'author.example',
    });
  });

  it('fills every text of a page at any depth and leaves other values as they are', () => {
    const words = { heading: 'About {name}', list: [{ label: null, text: '{email}' }], count: 3 };
    expect(withMergeFields(words, facts)).toEqual({
      heading: 'About Ada Quill',
      list: [{ label: null, text: 'ada@quill.example' }],
      count: 3,
    });
  });

  it('finds the fields it cannot fill in: a misspelling, a wrong case, one it does not know', () => {
    expect(unknownMergeFields('{name} and {site}')).toEqual([]);
    expect(unknownMergeFields('{Name}, {adress}, {adress} and {phone-number}')).toEqual([
      'Name',
      'adress',
      'phone-number',
    ]);
    // Braces around words with spaces are prose, not a field.
    expect(unknownMergeFields('{ as written }')).toEqual([]);
    expect(mergeFieldList('or')).toBe('{name}, {email}, {place} or {site}');
  });

  it('refuses a page whose text names an unknown field, beside that text, naming the fields she can use', () => {
    const terms = structuredClone(seedContent.pages.terms);
    terms.sections[1]!.paragraphs[0] = 'All of it belongs to {author}.';
    const result = legalWordsSchema.safeParse(terms);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['sections', 1, 'paragraphs', 0],
        message: '{author} is not something the site can fill in: use {name}, {email}, {place} or {site}.',
      }),
    ]);
  });

  it('the seed’s pages name her only through merge fields, all of them known', () => {
    const { 'dream-team': dreamTeam, terms, privacy, 'house-hippo-words': houseHippo } = seedContent.pages;
    const words = JSON.stringify([dreamTeam, terms, privacy, houseHippo]);
    for (const fact of [author.name, author.email, author.location.city + ', ']) expect(words).not.toContain(fact);
    expect(unknownMergeFields(words)).toEqual([]);
    const home = JSON.stringify(seedContent.pages.home);
    for (const fact of [author.name, author.location.city]) expect(home).not.toContain(fact);
    expect(unknownMergeFields(home, HOME_MERGE_FIELDS)).toEqual([]);
  });

  it('fills the home page’s own fields: her town as “Welland, Ontario”, her books’ count in words up to twenty', () => {
    const book = seedContent.books[0]!;
    const factsFor = (count: number) => homeFactsOf({ author, books: Array(count).fill(book) }, 'https://a.example');
    expect(factsFor(13)).toMatchObject({
      town: `${author.location.city}, ${author.location.region}`,
      books: 'Thirteen books',
    });
    expect(factsFor(1).books).toBe('One book');
    expect(factsFor(21).books).toBe('21 books');
  });
});
