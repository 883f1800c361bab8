import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/constructs/lambda';
import {
  contextOverrides,
  deploySettingsSchema,
  parseDeploySettings,
  SETTINGS_FILE,
} from '../../infra/deploy-settings';
import { fakeFrontendBuild } from './synth';

const FIXTURE = path.join(REPO_ROOT, 'test/infra/fixtures/deploy.settings.json');
const fixture = (): Record<string, unknown> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
const EAST = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
const WEST = EAST.replace('us-east-1', 'eu-west-1');

/** The message synth prints for these settings (fixture values overridden), or '' when they pass. */
function refusal(changes: Record<string, unknown>): string {
  try {
    parseDeploySettings({ ...fixture(), ...changes }, 'deploy.settings.json');
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the deploy settings', () => {
  it('refuse each bad value with a message naming the setting', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ mailDomain: undefined }, /mailDomain: is missing/],
      [{ mailDomain: '' }, /mailDomain: is missing/],
      [{ mailDomain: 'not a domain' }, /mailDomain: must be a domain name/],
      [{ certificateArn: WEST }, /certificateArn: must be a certificate in us-east-1 .*not in eu-west-1/],
      [{ certificateArn: 'arn:aws:iam::123456789012:role/x' }, /certificateArn: must be an ACM certificate ARN/],
      [
        { certificateArn: EAST.replace('123456789012', '210987654321') },
        /certificateArn: must be in the stack's account \(123456789012\)/,
      ],
      [
        { mailFrom: 'hello@elsewhere.org' },
        /mailFrom: must be an address on mailDomain \(author\.example\.org\), not on elsewhere\.org/,
      ],
      [{ mailFrom: 'hello' }, /mailFrom: must be an address/],
      [{ domainName: 'exa_mple.org' }, /domainName: must be a domain name/],
      [{ domainName: '-bad.example.org' }, /domainName: must be a domain name/],
      [{ domainName: `${'a'.repeat(64)}.org` }, /domainName: must be a domain name/],
      [{ domainName: '', alternateDomainNames: [] }, /domainName: domainName and certificateArn go together/],
      [{ certificateArn: '' }, /certificateArn: domainName and certificateArn go together/],
      [{ domainName: '', certificateArn: '' }, /alternateDomainNames: needs domainName/],
      [{ alternateDomainNames: ['author.example.org'] }, /alternateDomainNames: names author\.example\.org twice/],
      [
        { alternateDomainNames: ['www.author.example.org', 'bad name'] },
        /alternateDomainNames\.1: must be a domain name/,
      ],
      [{ analyticsRetentionDays: 0 }, /analyticsRetentionDays: must be at least 1 day/],
      [{ analyticsRetentionDays: 5000 }, /analyticsRetentionDays: must be at most 3650/],
      [{ analyticsRetentionDays: 1.5 }, /analyticsRetentionDays: must be a whole number/],
      [{ sesMaxSendRate: -1 }, /sesMaxSendRate: must be 0 \(no limit\) or more/],
      [{ sesSandbox: 'yes' }, /sesSandbox: /],
      [{ region: 'Europe' }, /region: must be an AWS region code/],
      [{ region: undefined }, /region: /],
      [{ account: '1234' }, /account: must be the 12-digit AWS account id/],
      [{ stackName: 'my_stack' }, /stackName: must start with a letter/],
      [{ mailFromSubdomain: 'mail.from' }, /mailFromSubdomain: must be one DNS label/],
      [{ dmarcReportAddress: 'reports' }, /dmarcReportAddress: must be an email address/],
      [{ alarmAddress: undefined }, /alarmAddress: is missing: set the address alarms are emailed to/],
      [{ alarmAddress: '' }, /alarmAddress: is missing/],
      [{ alarmAddress: 'jane at example.org' }, /alarmAddress: must be an email address/],
      [{ mailDomian: 'typo.org' }, /mailDomian: not a setting/],
    ];
    for (const [changes, message] of cases) expect(refusal(changes), JSON.stringify(changes)).toMatch(message);
  });

  it('fill in defaults: the sender, the sandbox, MAIL FROM; domain names in lowercase', () => {
    const settings = parseDeploySettings(
      { region: 'eu-west-1', mailDomain: 'Author.Example.ORG', alarmAddress: 'jane@example.org' },
      'test',
    );
    expect(settings).toMatchObject({
      stackName: 'AuthorSite',
      mailDomain: 'author.example.org',
      mailFrom: 'hello@author.example.org',
      mailFromSubdomain: 'mail',
      sesSandbox: true,
      useExistingSesIdentity: false,
      doubleOptIn: true,
      requireAdminMfa: true,
      analyticsRetentionDays: 396,
      alternateDomainNames: [],
    });
    expect(settings.sesMaxSendRate).toBeUndefined(); // the stack picks 1 in the sandbox, 14 out of it
    expect(refusal({ mailFrom: 'Jane Author <Hello@Author.Example.org>' })).toBe('');
  });

  it('are all in the committed file, which synth refuses until the mail domain and the alarm address are set', () => {
    const committed = JSON.parse(readFileSync(path.join(REPO_ROOT, SETTINGS_FILE), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(committed).sort()).toEqual(Object.keys(deploySettingsSchema.in.shape).sort());
    expect(() => parseDeploySettings(committed, SETTINGS_FILE)).toThrow(/mailDomain: is missing/);
    expect(() => parseDeploySettings(committed, SETTINGS_FILE)).toThrow(/alarmAddress: is missing/);
    expect(() =>
      parseDeploySettings(
        { ...committed, mailDomain: 'author.example.org', alarmAddress: 'jane@example.org' },
        SETTINGS_FILE,
      ),
    ).not.toThrow();
  });

  it('live nowhere else: cdk.json holds no setting, and -c overrides are read as the values they stand for', () => {
    const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
      context: Record<string, unknown>;
    };
    expect(contextOverrides(cdkJson.context)).toEqual({});
    expect(
      contextOverrides({
        sesSandbox: 'false',
        sesMaxSendRate: '5',
        mailDomain: 'x.org',
        alternateDomainNames: '["www.x.org"]',
        'aws:cdk:x': 1,
      }),
    ).toEqual({
      sesSandbox: false,
      sesMaxSendRate: 5,
      mailDomain: 'x.org',
      alternateDomainNames: ['www.x.org'],
    });
  });
});

/** Runs infra/app.ts as `cdk synth` runs it (bundling skipped, like the other infra tests). */
function synthApp(settingsFile: string, context: Record<string, unknown> = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'author-site-synth-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'infra/app.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DEPLOY_SETTINGS: settingsFile,
      FRONTEND_DIR: frontendDir,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [], ...context }),
    },
  });
  const template = () => readFileSync(path.join(outdir, 'AuthorSite.template.json'), 'utf8');
  return { status: result.status, stderr: result.stderr, template };
}
let frontendDir: string;

describe('synth of infra/app.ts', () => {
  let dir: string;
  const settingsFile = (changes: Record<string, unknown>) => {
    const file = path.join(dir, `${Object.keys(changes).join('-') || 'same'}.json`);
    writeFileSync(file, JSON.stringify({ ...fixture(), ...changes }));
    return file;
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'author-site-settings-'));
    frontendDir = fakeFrontendBuild();
  });

  it('stops with the message naming the setting: a missing mail domain, a certificate outside us-east-1', () => {
    const missing = synthApp(settingsFile({ mailDomain: '' }));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/mailDomain: is missing: set the domain SES sends mail from/);
    const west = synthApp(settingsFile({ certificateArn: WEST }));
    expect(west.status).toBe(1);
    expect(west.stderr).toMatch(
      /certificateArn: must be a certificate in us-east-1 \(CloudFront only reads certificates there\), not in eu-west-1/,
    );
    const committed = synthApp(path.join(REPO_ROOT, SETTINGS_FILE));
    expect(committed.status).toBe(1);
    expect(committed.stderr).toContain(`${SETTINGS_FILE} refused`);
  }, 60_000);

  it('gives the same template again with no flags; a -c flag changes one synth only', () => {
    const first = synthApp(FIXTURE);
    expect(first.stderr).not.toMatch(/refused|Error/);
    expect(first.status).toBe(0);
    const template = first.template();
    expect(template).toContain('"SES_MAX_SEND_RATE": "1"');

    const flagged = synthApp(FIXTURE, { sesMaxSendRate: '5' });
    expect(flagged.status).toBe(0);
    expect(flagged.template()).toContain('"SES_MAX_SEND_RATE": "5"');

    const again = synthApp(FIXTURE);
    expect(again.status).toBe(0);
    expect(again.template()).toBe(template);
  }, 300_000);
});
