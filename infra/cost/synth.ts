import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RUNTIME_DEFAULTS, SiteStack } from '../stack';
import { PRICE_REGION } from './prices';

/**
 * The stack's template as deployed, minus what does not change the bill: function code (bundling
 * skipped) and the frontend build (a one-page stand-in), so `npm run cost` needs neither.
 */
export function synthesizedTemplate(): Record<string, unknown> {
  const frontendDir = mkdtempSync(path.join(tmpdir(), 'author-site-cost-'));
  writeFileSync(path.join(frontendDir, 'index.html'), '<!doctype html><title>cost</title>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new SiteStack(app, 'Cost', {
    env: { account: '123456789012', region: PRICE_REGION },
    frontendDir,
    mailDomain: 'example.com',
    mailFrom: 'hello@example.com',
    alarmAddress: 'author@example.com',
    // A list of thousands is mailed from an account out of the SES sandbox: its usual first rate.
    sesMaxSendRate: RUNTIME_DEFAULTS.sesMaxSendRate,
  });
  return Template.fromStack(stack).toJSON();
}
