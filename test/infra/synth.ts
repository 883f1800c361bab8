import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SiteStack, type SiteStackProps } from '../../infra/stack';

export const REGION = 'eu-west-1';

/** A stand-in for the frontend build, so these tests never need `npm run build`. */
export function fakeFrontendBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'author-site-frontend-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  return dir;
}

/**
 * Synthesizes the stack the way app.ts does (cdk-nag's AwsSolutions pack registered on the
 * app), with Lambda bundling skipped for speed.
 */
export function synth(props: Partial<SiteStackProps> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new SiteStack(app, 'Test', {
    env: { account: '123456789012', region: REGION },
    frontendDir: fakeFrontendBuild(),
    mailDomain: 'example.com',
    mailFrom: 'hello@example.com',
    alarmAddress: 'author@example.com',
    ...props,
  });
  const nag = new AwsSolutionsChecks(app, { verbose: true });
  Validations.of(app).addPlugins(nag);
  const template = Template.fromStack(stack);
  return { app, stack, template, nag };
}
