/**
 * Locally the same bundles run (issue 26): the local server answers the API and the pages with
 * the functions' built bundles (infra/build-functions.ts writes them; the integration tests' setup
 * builds them once), imported again after a rebuild, never with the handler TypeScript. This
 * swaps the reader's bundle for a stand-in for a moment, and the server answers with it.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
/**
 * The bundles are shared by every worker's stack, so the stand-in answers only the requests that
 * carry PROBE and hands every other one to the real bundle (a copy beside it, so its chunks
 * resolve): another file's requests, running meanwhile in the other worker, never meet it.
 */
const PROBE = 'x-bundle-probe';
const copy = path.join(path.dirname(reader), 'index-while-probed.mjs');
const standIn = `import { handler as real } from './${path.basename(copy)}';
export const handler = async (event) => event.headers?.['${PROBE}'] ? ({ statusCode: 418, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: \`bundle \${event.routeKey}\` }) }) : real(event);
`;
const probe = (method: string, url: string) => rawRequest(method, url, { headers: { [PROBE]: '1' } });
afterAll(() => {
  if (original) write(original, 2);
  rmSync(copy, { force: true });
});

describe('the local server', () => {
  it("serves the reader's routes, API and pages, from the built reader bundle, and picks up a rebuild", async () => {
    expect(original, `${reader} was built by the integration tests' setup`).toBeDefined();
    const before = await rawRequest('GET', routes.listShortStories.path);
    expect(before.status).toBe(200);

    copyFileSync(reader, copy);
    write(standIn, 1);
    const api = await probe('GET', routes.listShortStories.path);
    expect(api.status, api.text).toBe(418);
    expect(api.json()).toEqual({ message: `bundle GET ${routes.listShortStories.path}` });
    const page = await probe('GET', '/blog/some-post');
    expect(page.status, page.text).toBe(418);
    expect(page.json()).toEqual({ message: `bundle GET ${routes.blogPostPage.path}` });
    // An admin route is the admin function's bundle: the reader's stand-in never answers it.
    const admin = await probe('GET', routes.getAdminSession.path);
    expect(admin.status).toBe(401);

    write(original!, 2);
    const after = await rawRequest('GET', routes.listShortStories.path);
    expect(after.status).toBe(200);
    expect(after.json()).toEqual(before.json());
  });
});
