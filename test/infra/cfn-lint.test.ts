import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/constructs/lambda';
import { cachedTemplate } from '../support/synth-cache';
import { synth } from './synth';

/**
 * `npm test` lints the template `cdk synth` writes (one set of settings); this lints the other
 * shapes the settings give the stack, with the same ignore list (.cfnlintrc.yaml).
 */
describe('cfn-lint', () => {
  it('finds no error or unlisted warning in any shape of the stack', () => {
    const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
    expect(version.error, 'cfn-lint is not installed (pip install cfn-lint==1.51.0)').toBeUndefined();

    const dir = mkdtempSync(path.join(tmpdir(), 'author-site-lint-'));
    const shapes = {
      plain: {},
      customDomain: {
        domainName: 'author.example.org',
        alternateDomainNames: ['www.author.example.org'],
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      },
      existingIdentity: { useExistingSesIdentity: true, sesSandbox: false, dmarcReportAddress: 'reports@example.com' },
    };
    const files = Object.entries(shapes).map(([name, props]) => {
      const file = path.join(dir, `${name}.template.json`);
      // Each shape synthesized once per change of the stack's inputs (.cache/synth/).
      writeFileSync(
        file,
        JSON.stringify(
          cachedTemplate({ synth: props }, () => synth(props).template.toJSON()),
          null,
          1,
        ),
      );
      return file;
    });
    const lint = spawnSync('cfn-lint', ['--config-file', path.join(REPO_ROOT, '.cfnlintrc.yaml'), '--', ...files], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(`${lint.stdout}${lint.stderr}`).toBe('');
    expect(lint.status).toBe(0);
  }, 180_000);
});
