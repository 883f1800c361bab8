import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { BlogPost, BlogPostInput } from '../../functions/contract/blog';
import { pathOf } from '../../functions/contract/define-route';
import { routes, type RouteName } from '../../functions/contract/routes';
import { handler as createBlogPost } from '../../functions/http/blog/create-blog-post';
import { handler as deleteBlogPost } from '../../functions/http/blog/delete-blog-post';
import { handler as getBlogPost } from '../../functions/http/blog/get-blog-post';
import { handler as listAllBlogPosts } from '../../functions/http/blog/list-all-blog-posts';
import { handler as listBlogPosts } from '../../functions/http/blog/list-blog-posts';
import { handler as previewBlogPost } from '../../functions/http/blog/preview-blog-post';
import { handler as updateBlogPost } from '../../functions/http/blog/update-blog-post';
import { handler as blogFeed } from '../../functions/http/site/blog-feed';
import { handler as blogPostPage } from '../../functions/http/site/blog-post-page';
import { handler as sitemap } from '../../functions/http/site/sitemap';
import { apiGatewayEvent } from '../../infra/local/api-gateway-event';

/** The blog tests' way in: the real handler modules, called with API Gateway's event as the Lambda gets it. */
const handlers = {
  listBlogPosts,
  getBlogPost,
  createBlogPost,
  previewBlogPost,
  updateBlogPost,
  deleteBlogPost,
  listAllBlogPosts,
  blogFeed,
  sitemap,
  blogPostPage,
} as const;
type BlogRoute = keyof typeof handlers & RouteName;

/** Claims of a signed-in author as API Gateway passes them on after its JWT check. */
const AUTHOR_CLAIMS = { sub: 'blog-test-author', 'cognito:groups': '[admin]' };

export interface Result {
  status: number;
  headers: Record<string, string>;
  text: string;
  json: <T = unknown>() => T;
}

export async function call(name: BlogRoute, options: { params?: Record<string, string>; body?: unknown } = {}): Promise<Result> {
  const route = routes[name];
  const event = apiGatewayEvent({
    route,
    rawPath: pathOf(route, options.params),
    pathParameters: options.params,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    claims: route.access === 'admin' ? AUTHOR_CLAIMS : undefined,
  });
  const result = (await handlers[name](event, {} as never)) as APIGatewayProxyStructuredResultV2;
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** A unique slug per test run, so test files sharing the table never meet. */
export const uniqueSlug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

export function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'Fog on the Welland Canal',
    slug: uniqueSlug('fog'),
    excerpt: 'What the canal keeps.',
    content: 'The fog came in off the water.\n\nAnd **nobody** spoke of it.',
    coverImage: null,
    category: 'Local Ghosts',
    tags: ['ghosts', 'welland'],
    isPublished: true,
    isFeatured: false,
    publishedDate: '2025-07-26',
    ...overrides,
  };
}

export async function createPost(overrides: Partial<BlogPostInput> = {}): Promise<BlogPost> {
  const reply = await call('createBlogPost', { body: postInput(overrides) });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.json<BlogPost>();
}
