/**
 * Locally the same bundles run (issue 26): the local server answers the API and the pages with
 * the functions' built bundles (infra/build-functions.ts writes them; the integration tests' setup
 * builds them once), imported again after a rebuild, never with the handler TypeScript. This
 * swaps the reader's bundle for a stand-in for a moment, and the server answers with it.
 */
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { bundlePath } from '../../infra/functions';
import { rawRequest } from '../support/http';

const reader = bundlePath('reader');
const original = existsSync(reader) ? readFileSync(reader) : undefined;
/** Writes the bundle with an mtime of its own (the server re-imports a bundle whose mtime changed). */
const write = (body: string | Buffer, secondsAhead: number) => {
  writeFileSync(reader, body);
  const at = new Date(Date.now() + secondsAhead * 1000);
  utimesSync(reader, at, at);
};
afterAll(() => {
  if (original) write(original, 2);
});

describe('the local server', () => {
  it("serves the reader's routes, API and pages, from the built reader bundle, and picks up a rebuild", async () => {
    expect(original, `${reader} was built by the integration tests' setup`).toBeDefined();
    const before = await rawRequest('GET', routes.listShortStories.path);
    expect(before.status).toBe(200);

    write(
      "export const handler = async (event) => ({ statusCode: 418, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: `bundle ${event.routeKey}` }) });\n",
      1,
    );
    const api = await rawRequest('GET', routes.listShortStories.path);
    expect(api.status, api.text).toBe(418);
    expect(api.json()).toEqual({ message: `bundle GET ${routes.listShortStories.path}` });
    const page = await rawRequest('GET', '/blog/some-post');
    expect(page.status, page.text).toBe(418);
    expect(page.json()).toEqual({ message: `bundle GET ${routes.blogPostPage.path}` });
    // An admin route is the admin function's bundle: the reader's stand-in never answers it.
    const admin = await rawRequest('GET', routes.getAdminSession.path);
    expect(admin.status).toBe(401);

    write(original!, 2);
    const after = await rawRequest('GET', routes.listShortStories.path);
    expect(after.status).toBe(200);
    expect(after.json()).toEqual(before.json());
  });
});
