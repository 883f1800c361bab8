import { describe, expect, it } from 'vitest';
import { AUTHOR_NAME } from '../../content/seed/author';
import {
  blogPost,
  blogPostInput,
  blogPostSummary,
  type BlogPost,
  type BlogPostSummary,
} from '../../functions/contract/blog';
import { updatePost } from '../../functions/core/blog/write-post';
import { deps } from '../../functions/lib/deps';
import { rawRequest } from '../support/http';
import { invoke } from '../support/invoke';
import { adminToken } from '../support/tokens';
import { createPost, postInput, uniqueSlug } from './blog-support';

const message = (reply: { json: <T>() => T }) => reply.json<{ message: string }>().message;

describe('creating a post', () => {
  it('answers 201 with the post in the contract shape, its HTML, author and reading time', async () => {
    const slug = uniqueSlug('first');
    const content = 'x'.repeat(2001);
    const reply = await invoke('createBlogPost', {
      body: postInput({ slug, content, tags: [' ghosts ', 'welland', 'ghosts'] }),
    });
    expect(reply.status, reply.text).toBe(201);
    const post = blogPost.parse(reply.json());
    expect(post).toMatchObject({
      slug,
      author: AUTHOR_NAME,
      readingTimeMinutes: 3,
      tags: ['ghosts', 'welland'],
      isPublished: true,
    });
    expect(post.contentHtml).toBe(`<p>${content}</p>\n`);
    expect(post.createdAt).toBe(post.updatedAt);
  });

  it('builds the slug from the title when none is given (docs/SPEC.md §5)', async () => {
    const marker = uniqueSlug('t');
    const post = await createPost({ slug: '', title: `  Ghosts of Welland: Part #2 -- ${marker}!! ` });
    expect(post.slug).toBe(`ghosts-of-welland-part-2-${marker}`);
    const missing = await createPost({ slug: null, title: `Café Noir ${marker}` });
    expect(missing.slug).toBe(`cafe-noir-${marker}`);
  });

  it('stores empty excerpt and category as null and defaults the switches', async () => {
    const reply = await invoke('createBlogPost', {
      body: { title: 'Minimal', slug: uniqueSlug('minimal'), content: 'Only content.', excerpt: '', category: '  ' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json()).toMatchObject({
      excerpt: null,
      category: null,
      coverImage: null,
      tags: [],
      isPublished: false,
      isFeatured: false,
      publishedDate: null,
    });
  });
});

describe('slug conflicts', () => {
  it('refuses a second post with the same slug: 409 naming the slug', async () => {
    const first = await createPost();
    const reply = await invoke('createBlogPost', { body: postInput({ slug: first.slug, title: 'Another' }) });
    expect(reply.status).toBe(409);
    expect(message(reply)).toContain(`"${first.slug}"`);
  });

  it('refuses a title whose built slug is taken, naming it', async () => {
    const title = `Same Title ${uniqueSlug('t')}`;
    await createPost({ slug: null, title });
    const reply = await invoke('createBlogPost', { body: postInput({ slug: null, title }) });
    expect(reply.status).toBe(409);
    expect(message(reply)).toContain(title.toLowerCase().replace(/ /g, '-'));
  });

  it('lets exactly one of many concurrent creates of one slug win, through the local server', async () => {
    const token = await adminToken();
    const slug = uniqueSlug('race');
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rawRequest('POST', '/api/blog', {
          body: JSON.stringify(postInput({ slug, title: `Racer ${i}` })),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const loser of replies.filter((r) => r.status === 409))
      expect((loser.json() as { message: string }).message).toContain(slug);
    const all = (await invoke('listAllBlogPosts')).json<BlogPost[]>();
    expect(all.filter((p) => p.slug === slug)).toHaveLength(1);
  });

  it('refuses an update to a slug another post holds, and keeps both posts as they were', async () => {
    const [a, b] = await Promise.all([createPost(), createPost()]);
    const reply = await invoke('updateBlogPost', { params: { id: b.id }, body: postInput({ slug: a.slug }) });
    expect(reply.status).toBe(409);
    expect(message(reply)).toContain(a.slug);
    expect((await invoke('getBlogPost', { params: { slug: b.slug } })).json()).toMatchObject({ id: b.id });
    expect((await invoke('getBlogPost', { params: { slug: a.slug } })).json()).toMatchObject({ id: a.id });
  });
});

describe('updating a post', () => {
  it('replaces its fields, keeps createdAt and moves updatedAt', async () => {
    const post = await createPost();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = await invoke('updateBlogPost', {
      params: { id: post.id },
      body: postInput({ slug: post.slug, title: 'Revised', content: '## New heading', tags: [], isFeatured: true }),
    });
    expect(reply.status, reply.text).toBe(200);
    const updated = blogPost.parse(reply.json());
    expect(updated).toMatchObject({
      id: post.id,
      title: 'Revised',
      tags: [],
      isFeatured: true,
      createdAt: post.createdAt,
      contentHtml: '<h2>New heading</h2>\n',
    });
    expect(updated.updatedAt > post.updatedAt).toBe(true);
  });

  it('moves the post to a new slug and frees the old one', async () => {
    const post = await createPost();
    const newSlug = uniqueSlug('moved');
    const reply = await invoke('updateBlogPost', { params: { id: post.id }, body: postInput({ slug: newSlug }) });
    expect(reply.status, reply.text).toBe(200);
    expect((await invoke('getBlogPost', { params: { slug: newSlug } })).status).toBe(200);
    expect((await invoke('getBlogPost', { params: { slug: post.slug } })).status).toBe(404);
    // The old slug is free for another post.
    expect((await invoke('createBlogPost', { body: postInput({ slug: post.slug }) })).status).toBe(201);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const reply = await invoke('updateBlogPost', { params: { id: 'no-such-post' }, body: postInput() });
    expect(reply.status).toBe(404);
    expect(message(reply)).toMatch(/no blog post with the id "no-such-post"/);
  });
});

describe('deleting a post', () => {
  it('removes it from every list and frees its slug', async () => {
    const post = await createPost();
    const reply = await invoke('deleteBlogPost', { params: { id: post.id } });
    expect(reply.status).toBe(200);
    expect(message(reply)).toBe(`The post "${post.title}" was deleted.`);
    expect((await invoke('getBlogPost', { params: { slug: post.slug } })).status).toBe(404);
    expect((await invoke('listBlogPosts')).json<BlogPostSummary[]>().some((p) => p.id === post.id)).toBe(false);
    expect((await invoke('listAllBlogPosts')).json<BlogPost[]>().some((p) => p.id === post.id)).toBe(false);
    expect((await invoke('createBlogPost', { body: postInput({ slug: post.slug }) })).status).toBe(201);
  });

  it('answers 404 with a message for an unknown or already deleted id', async () => {
    const post = await createPost();
    await invoke('deleteBlogPost', { params: { id: post.id } });
    const reply = await invoke('deleteBlogPost', { params: { id: post.id } });
    expect(reply.status).toBe(404);
    expect(message(reply)).toContain(post.id);
  });
});

describe('drafts', () => {
  it('never leak to the public list or by slug, but the author sees them', async () => {
    const draft = await createPost({ isPublished: false });
    const bySlug = await invoke('getBlogPost', { params: { slug: draft.slug } });
    expect(bySlug.status).toBe(404);
    expect(message(bySlug)).toBe("The blog post you're looking for doesn't exist or has been removed.");
    expect((await invoke('listBlogPosts')).json<BlogPostSummary[]>().some((p) => p.id === draft.id)).toBe(false);
    const mine = (await invoke('listAllBlogPosts')).json<BlogPost[]>().find((p) => p.id === draft.id);
    expect(mine).toMatchObject({ isPublished: false, slug: draft.slug });
  });

  it('appear when published and disappear again when unpublished', async () => {
    const post = await createPost({ isPublished: false });
    const publish = (isPublished: boolean) =>
      invoke('updateBlogPost', { params: { id: post.id }, body: postInput({ slug: post.slug, isPublished }) });
    const listed = async () => (await invoke('listBlogPosts')).json<BlogPostSummary[]>().some((p) => p.id === post.id);
    expect((await publish(true)).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await invoke('getBlogPost', { params: { slug: post.slug } })).status).toBe(200);
    expect((await publish(false)).status).toBe(200);
    expect(await listed()).toBe(false);
    expect((await invoke('getBlogPost', { params: { slug: post.slug } })).status).toBe(404);
  });
});

describe('ordering', () => {
  it('lists published posts newest first, by published date, else by creation', async () => {
    const older = await createPost({ publishedDate: '2999-01-01' });
    const newer = await createPost({ publishedDate: '2999-03-01T10:00:00Z' });
    const middle = await createPost({ publishedDate: '2999-02-01' });
    const undated = await createPost({ publishedDate: null });
    const expected = [newer.id, middle.id, older.id, undated.id];
    // Other test files write posts at the same time: compare the order of this test's own posts.
    const mine = (ids: string[]) => ids.filter((id) => expected.includes(id));
    const list = blogPostSummary.array().parse((await invoke('listBlogPosts')).json());
    expect(mine(list.map((p) => p.id))).toEqual(expected);
    const all = (await invoke('listAllBlogPosts')).json<BlogPost[]>();
    expect(mine(all.map((p) => p.id))).toEqual(expected);
  });

  it('sends cards without bodies, with a description from the excerpt or the content', async () => {
    const withExcerpt = await createPost({ publishedDate: '2998-01-01', excerpt: 'A short teaser.' });
    const without = await createPost({
      publishedDate: '2998-01-02',
      excerpt: null,
      content: `# Heading\n\nSome **bold** text & more. ${'word '.repeat(60)}`,
    });
    const list = (await invoke('listBlogPosts')).json<Record<string, unknown>[]>();
    const card = (id: string) => list.find((p) => p.id === id)!;
    expect(card(withExcerpt.id).description).toBe('A short teaser.');
    expect(card(without.id).description).toMatch(/^Heading Some bold text & more\. word/);
    expect((card(without.id).description as string).length).toBeLessThanOrEqual(160);
    expect(card(without.id)).not.toHaveProperty('content');
    expect(card(without.id)).not.toHaveProperty('contentHtml');
  });
});

describe('validation', () => {
  const refused = async (body: unknown, field: string, text: string) => {
    const reply = await invoke('createBlogPost', { body });
    expect(reply.status, reply.text).toBe(400);
    const error = reply.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(error.message).toContain(text);
    expect(error.issues.find((i) => i.path === field)?.message).toContain(text);
  };

  it('requires a title and content', async () => {
    await refused({ content: 'x' }, 'title', 'The title is required.');
    await refused(postInput({ title: '   ' }), 'title', 'The title is required.');
    await refused({ title: 'x' }, 'content', 'The content is required.');
    await refused(postInput({ content: ' \n ' }), 'content', 'The content is required.');
  });

  it('bounds lengths', async () => {
    await refused(postInput({ title: 'x'.repeat(201) }), 'title', 'Keep the title to 200 characters or fewer.');
    await refused(
      postInput({ content: 'x'.repeat(100_001) }),
      'content',
      'Keep the content to 100000 characters or fewer.',
    );
    await refused(postInput({ excerpt: 'x'.repeat(501) }), 'excerpt', 'Keep the excerpt to 500 characters or fewer.');
    await refused(postInput({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), 'tags', 'Use at most 20 tags.');
  });

  it('checks the slug, cover image, tags and date', async () => {
    await refused(postInput({ slug: 'Not A Slug' }), 'slug', 'Use only lower-case letters, digits and single hyphens');
    await refused(postInput({ slug: null, title: '???' }), 'slug', 'please enter a slug');
    await refused(postInput({ coverImage: 'not a url' }), 'coverImage', 'must be a web address');
    await refused(postInput({ coverImage: 'javascript:alert(1)' }), 'coverImage', 'must be a web address');
    await refused(postInput({ coverImage: 'ftp://example.com/a.jpg' }), 'coverImage', 'must be a web address');
    // A site path is one of her pictures' or nothing.
    await refused(postInput({ coverImage: '/admin/a.jpg' }), 'coverImage', 'one of your pictures');
    await refused(postInput({ coverImage: '/media/../config.json' }), 'coverImage', 'one of your pictures');
    await refused(postInput({ tags: ['ok', '  '] }), 'tags.1', 'Tags cannot be empty.');
    await refused(postInput({ publishedDate: '26/07/2025' }), 'publishedDate', 'ISO date');
    await refused(postInput({ isPublished: 'yes' as never }), 'isPublished', 'true or false');
  });

  it('refuses unknown fields', async () => {
    const reply = await invoke('createBlogPost', { body: { ...postInput(), author: 'someone else' } });
    expect(reply.status).toBe(400);
    // Named for developers in the issues; the message is in the author's words, without field names.
    expect(reply.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: '(body)',
      message: 'Unknown field: author',
    });
    expect(message(reply)).toBe(
      'Part of what was sent was not accepted: please check it, or reload the page and try again.',
    );
  });

  it('says every problem in words, with no field path, and keeps the paths in its issues for the form', async () => {
    const reply = await invoke('createBlogPost', { body: postInput({ title: ' ', content: ' ', tags: ['ok', ' '] }) });
    expect(reply.status).toBe(400);
    const refusal = reply.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(refusal.message).toBe('The title is required. The content is required. Tags cannot be empty.');
    expect(refusal.issues.map((issue) => issue.path)).toEqual(['title', 'content', 'tags.1']);
  });

  it('accepts a post of 100,000 characters inside the body limit', async () => {
    const reply = await invoke('createBlogPost', {
      body: postInput({ content: 'é'.repeat(100_000), isPublished: false }),
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json<BlogPost>().readingTimeMinutes).toBe(100);
  });
});

describe('admin guard', () => {
  it('keeps drafts and writes behind the admin token at the server', async () => {
    expect((await rawRequest('GET', '/api/admin/blog-posts')).status).toBe(401);
    const create = await rawRequest('POST', '/api/blog', {
      body: JSON.stringify(postInput()),
      headers: { 'content-type': 'application/json' },
    });
    expect(create.status).toBe(401);
  });
});

describe('the blog’s pages at the edge', () => {
  const page = (slug: string) => rawRequest('GET', `/blog/${slug}`);

  it('CloudFront keeps a post page a minute, and a change the author makes takes it away at once', async () => {
    const draft = await createPost({ isPublished: false });
    // Asked for before it is published: the 404 is kept at the edge (s-maxage=60).
    expect((await page(draft.slug)).status).toBe(404);
    // Published behind the edge's back (the store alone, no invalidation): the edge still answers its copy.
    await updatePost(deps(), draft.id, blogPostInput.parse(postInput({ slug: draft.slug, isPublished: true })));
    expect((await page(draft.slug)).status).toBe(404);
    // Published through the author's route: its pages leave the edge, and the post shows at once.
    const title = `Seen at once ${draft.slug}`;
    const edited = await invoke('updateBlogPost', {
      params: { id: draft.id },
      body: postInput({ slug: draft.slug, title, isPublished: true }),
    });
    expect(edited.status, edited.text).toBe(200);
    const shown = await page(draft.slug);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(title);
    // Unpublished: gone at once too.
    await invoke('updateBlogPost', {
      params: { id: draft.id },
      body: postInput({ slug: draft.slug, title, isPublished: false }),
    });
    expect((await page(draft.slug)).status).toBe(404);
  });
});
