import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BUNDLING, esbuildOptions, siteFunction } from '../../infra/constructs/lambda';

describe('function bundles', () => {
  it('bundle the AWS SDK (no externals), so the deployed code runs the locked SDK', () => {
    expect(BUNDLING.externalModules).toEqual([]);
    expect(esbuildOptions('a.ts', 'b.mjs').external).toEqual([]);

    // One real function, bundled as `cdk synth` bundles every one (the stack tests skip bundling).
    const app = new App({ context: { 'aws:cdk:enable-asset-metadata': true } });
    const stack = new Stack(app, 'Bundle', { env: { account: '123456789012', region: 'eu-west-1' } });
    siteFunction(stack, 'SesEvents', {
      entry: 'functions/events/ses-events.ts',
      description: 'bundle test',
      environment: {},
    });
    const assembly = app.synth();
    const [fn] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as {
      Metadata: Record<string, string>;
    }[];
    const assetDir = path.join(assembly.directory, fn!.Metadata['aws:asset:path']!);
    const code = readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
    // No import of the runtime's SDK is left: what esbuild leaves for an external is a static
    // `from"@aws-sdk/x"`, a dynamic `import("@aws-sdk/x")` or a `require("@aws-sdk/x")` (the SDK's
    // own error messages quote `[require("@aws-sdk/signature-v4-crt")]`, hence the `[`).
    const externals = code.match(
      /from\s*["']@aws-sdk\/[^"']+|import\(\s*["']@aws-sdk\/[^"']+|(?<!\[)require\(\s*["']@aws-sdk\/[^"']+/g,
    );
    expect(externals ?? []).toEqual([]);
    // The DynamoDB client's own code is in the bundle.
    expect(code.includes('DynamoDBClient')).toBe(true);
  }, 120_000);
});
