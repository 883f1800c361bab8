import { describe, expect, it } from 'vitest';
import { pendingPlaceholders, valueAt } from '../../functions/core/site-content/checklist';
import { inSiteOrder } from '../../functions/core/site-content/read-pieces';
import type { PieceItem } from '../../functions/entities/site-content';

describe('the launch checklist', () => {
  const author = {
    email: 'todo@example.com',
    social: { goodreads: { href: '#', label: 'Goodreads' } },
    bio: ['a', 'b'],
  };

  it('reads a value by keys and indexes, and finds nothing where a path leads nowhere', () => {
    expect(valueAt(author, ['social', 'goodreads', 'href'])).toBe('#');
    expect(valueAt(author, ['bio', 1])).toBe('b');
    expect(valueAt(author, ['social', 'facebook', 'href'])).toBeUndefined();
    expect(valueAt(author, ['email', 'length'])).toBeUndefined();
    expect(valueAt(author, ['constructor'])).toBeUndefined();
    expect(valueAt(null, ['email'])).toBeUndefined();
  });

  it('lists a placeholder while its value deep-equals the seed’s, in the seed’s order; a piece that is gone asks nothing', () => {
    const placeholders = [
      {
        piece: 'site/author',
        path: ['social', 'goodreads'],
        label: 'Goodreads',
        seedValue: { href: '#', label: 'Goodreads' },
      },
      { piece: 'site/author', path: ['email'], label: 'Email', seedValue: 'todo@example.com' },
      { piece: 'book/gone', path: ['amazonLink'], label: 'Amazon', seedValue: 'https://a.example' },
    ];
    const bodies: Record<string, unknown> = { 'site/author': author };
    expect(pendingPlaceholders(placeholders, (piece) => bodies[piece]).map((entry) => entry.label)).toEqual([
      'Goodreads',
      'Email',
    ]);
    bodies['site/author'] = {
      ...author,
      social: { goodreads: { href: 'https://goodreads.example', label: 'Goodreads' } },
    };
    expect(pendingPlaceholders(placeholders, (piece) => bodies[piece])).toEqual([
      { kind: 'site', id: 'author', label: 'Email' },
    ]);
  });
});

describe('the order of her pieces', () => {
  const piece = (kind: PieceItem['kind'], id: string, position?: number): PieceItem => ({
    kind,
    id,
    body: {},
    version: 1,
    savedAt: '2026-12-06T00:00:00.000Z',
    savedBy: 'seed',
    ...(position === undefined ? {} : { position }),
  });

  it('is her details, the pages, the books by position, the series by position', () => {
    const items = [
      piece('series', 'veil', 2),
      piece('book', 'b', 2),
      piece('page', 'about'),
      piece('book', 'a', 1),
      piece('site', 'links'),
      piece('series', 'clinic', 1),
      piece('site', 'author'),
      piece('book', 'c', 3),
    ];
    expect(inSiteOrder(items).map((item) => `${item.kind}/${item.id}`)).toEqual([
      'site/author',
      'site/links',
      'page/about',
      'book/a',
      'book/b',
      'book/c',
      'series/clinic',
      'series/veil',
    ]);
  });
});
