import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SHELL } from '../../infra/site-routing';
import { rawRequest } from '../support/http';
import { testSettings } from '../support/stack-settings';

/**
 * Which built file answers a site path on the local server: the same rule as CloudFront's
 * PrettyUrls function (infra/site-routing.ts). Reads the existing build; writes nothing to it.
 */
describe('admin deep links', () => {
  const shellFile = join(testSettings.frontendDir, ADMIN_SHELL);

  it.each(['/admin', '/admin/', '/admin/downloads', '/admin/send-emails', '/admin/analytics', '/admin/blog/some-id/edit'])(
    '%s answers 200 with the admin shell (empty #root)',
    async (path) => {
      expect(existsSync(shellFile), `${shellFile} is missing: run \`npm run build\` first`).toBe(true);
      const reply = await rawRequest('GET', path);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.text).toBe(readFileSync(shellFile, 'utf8'));
      expect(reply.text).toContain('<div id="root"></div>');
    },
  );

  it('leaves other unknown paths the 404 page with status 404', async () => {
    const reply = await rawRequest('GET', '/administrator/downloads');
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('<div id="root"></div>');
  });
});
