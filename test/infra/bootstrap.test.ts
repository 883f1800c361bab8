/**
 * docs/deploying.md's bootstrap step: `cdk bootstrap` runs the app (cdk.json's) before it
 * bootstraps, so the app must define itself without a frontend build. With the step's
 * `-c bootstrapOnly=true` it defines no stack. Run in this process, as the CLI would run it.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../infra/constructs/lambda';
import { BOOTSTRAP_ONLY_CONTEXT } from '../../infra/deploy-settings';

describe('cdk bootstrap at the deploy doc’s step', () => {
  it('runs the app without a frontend build, and the app defines no stack', async () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'author-site-bootstrap-'));
    const noBuild = mkdtempSync(path.join(tmpdir(), 'author-site-no-frontend-'));
    expect(existsSync(path.join(noBuild, 'index.html'))).toBe(false);
    // What the CLI gives the app for `-c bootstrapOnly=true` (context values from the command line are text).
    Object.assign(process.env, {
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ [BOOTSTRAP_ONLY_CONTEXT]: 'true' }),
      FRONTEND_DIR: noBuild,
      DEPLOY_SETTINGS: path.join(REPO_ROOT, 'test/infra/fixtures/deploy.settings.json'),
    });
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('../../infra/app');
    const lines = said.mock.calls.flat().join('\n');
    said.mockRestore();
    const manifest = JSON.parse(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts?: Record<string, { type: string }>;
    };
    const stacks = Object.values(manifest.artifacts ?? {}).filter((a) => a.type === 'aws:cloudformation:stack');
    expect(stacks).toEqual([]);
    expect(lines).toContain(`-c ${BOOTSTRAP_ONLY_CONTEXT}=true: no stack defined`);
  });

  it('is the command docs/deploying.md gives', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/deploying.md'), 'utf8');
    expect(doc).toContain(`npx cdk bootstrap aws://<account>/<region> -c ${BOOTSTRAP_ONLY_CONTEXT}=true`);
  });
});
