import { describe, expect, it } from 'vitest';
import { blogPostInput } from '../../functions/contract/blog';
import { newsletterInput } from '../../functions/contract/newsletters';
import { ApiError } from '../../frontend/src/lib/api-error';
import { apiFieldErrors, fieldErrorsOf, schemaFieldErrors } from '../../frontend/src/lib/field-errors';

const FIELDS = ['title', 'tags', 'content'] as const;

/** The one way the admin's forms turn a schema's or the API's issues into messages beside their fields. */
describe('field errors from schema issues', () => {
  it('gives each field its first message, a nested path to its top field, and leaves out fields the form lacks', () => {
    expect(
      fieldErrorsOf(FIELDS, [
        { path: 'tags.3', message: 'A tag has at most 40 characters.' },
        { path: 'title', message: 'Give the post a title.' },
        { path: 'title', message: 'A second title message.' },
        { path: 'titles', message: 'Not the title field.' },
        { path: 'slug', message: 'No slug field on this form.' },
      ]),
    ).toEqual({ tags: 'A tag has at most 40 characters.', title: 'Give the post a title.' });
  });

  it('runs the contract’s own schema: its messages by field, none for a valid body', () => {
    const post = { title: '', slug: null, content: '', tags: ['x'.repeat(200)], isPublished: false, isFeatured: false };
    const errors = schemaFieldErrors(blogPostInput, post, FIELDS);
    expect(Object.keys(errors).sort()).toEqual(['content', 'tags', 'title']);
    expect(errors.title).toBe(blogPostInput.safeParse(post).error?.issues.find((i) => i.path[0] === 'title')?.message);
    const letter = { subject: 'Spring', previewText: '', content: 'Hello', audience: 'all', countEngagement: false };
    expect(schemaFieldErrors(newsletterInput, letter, ['subject', 'content'])).toEqual({});
  });

  it('reads a 400 reply’s issues, and nothing from any other failure', () => {
    const issues = [{ path: 'content', message: 'Write the post.' }];
    expect(apiFieldErrors(new ApiError(400, 'Invalid', issues), FIELDS)).toEqual({ content: 'Write the post.' });
    expect(apiFieldErrors(new ApiError(409, 'Taken', issues), FIELDS)).toEqual({});
    expect(apiFieldErrors(new ApiError(400, 'Invalid'), FIELDS)).toEqual({});
    expect(apiFieldErrors(new Error('offline'), FIELDS)).toEqual({});
  });
});
