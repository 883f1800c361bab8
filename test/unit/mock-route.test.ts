import { describe, expect, it } from 'vitest';
import { checkedReply, routeUrl } from '../e2e/mock-route';

/** The e2e mocks are checked against the contract: a mock that drifts from the API fails its test. */
describe('mockRoute', () => {
  it('passes a reply that fits the route schema', () => {
    expect(checkedReply('listShortStories', { body: [] })).toEqual({ status: 200, json: [] });
  });

  it('throws for a reply that breaks the route schema, naming the route and the field', () => {
    // A post summary without its fields: the blog list's schema wants them.
    const broken = { body: [{ slug: 'a-post' }] } as never;
    expect(() => checkedReply('listBlogPosts', broken)).toThrow(
      /listBlogPosts \(GET \/api\/blog\) breaks its schema: 0\.\w+/,
    );
  });

  it('checks an error status against the error shape', () => {
    expect(checkedReply('listBlogPosts', { status: 500, body: { message: 'Boom' } })).toEqual({
      status: 500,
      json: { message: 'Boom' },
    });
    expect(() => checkedReply('listBlogPosts', { status: 500, body: { error: 'Boom' } } as never)).toThrow(
      /breaks its schema: message/,
    );
  });

  it('builds the URL glob from the route table, with its parameters', () => {
    expect(routeUrl('getBlogPost')).toBe('**/api/blog/*');
    expect(routeUrl('getBulkEmailJob', { jobId: 'job-1' })).toBe('**/api/bulk-email-jobs/job-1');
    expect(routeUrl('listBlogPosts')).toBe('**/api/blog');
  });
});
