import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BUNDLING, esbuildOptions, REPO_ROOT, siteFunction } from '../../infra/constructs/lambda';
import { writeEntry } from '../../infra/functions';
import { LAMBDA_PLATFORM, lockedVersion } from '../../infra/native-modules';

describe('function bundles', () => {
  it('bundle the AWS SDK (no externals but sharp, which is native), so the deployed code runs the locked SDK', () => {
    expect(BUNDLING.external).toEqual(['sharp']);
    expect(esbuildOptions('a.ts', 'out').external).toEqual(['sharp']);

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
    // The bundle is split (esbuildOptions): index.mjs and the chunks the handler loads.
    const code = readdirSync(assetDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(assetDir, file), 'utf8'))
      .join('\n');
    // No import of the runtime's SDK is left: what esbuild leaves for an external is a static
    // `from"@aws-sdk/x"`, a dynamic `import("@aws-sdk/x")` or a `require("@aws-sdk/x")` (the SDK's
    // own error messages quote `[require("@aws-sdk/signature-v4-crt")]`, hence the `[`).
    const externals = code.match(
      /from\s*["']@aws-sdk\/[^"']+|import\(\s*["']@aws-sdk\/[^"']+|(?<!\[)require\(\s*["']@aws-sdk\/[^"']+/g,
    );
    expect(externals ?? []).toEqual([]);
    // The DynamoDB client's own code is in the bundle, and no native package: it imports none.
    expect(code.includes('DynamoDBClient')).toBe(true);
    expect(existsSync(path.join(assetDir, 'node_modules'))).toBe(false);
  }, 120_000);

  it("give the admin function sharp built for Lambda's arm64 Linux, at the locked version, and no x64 build", () => {
    expect(LAMBDA_PLATFORM).toEqual({ os: 'linux', cpu: 'arm64', libc: 'glibc' });
    const app = new App({ context: { 'aws:cdk:enable-asset-metadata': true } });
    const stack = new Stack(app, 'Native', { env: { account: '123456789012', region: 'eu-west-1' } });
    siteFunction(stack, 'Admin', {
      entry: path.relative(REPO_ROOT, writeEntry('admin')),
      description: 'admin bundle test',
      environment: {},
    });
    const assembly = app.synth();
    const [fn] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as {
      Metadata: Record<string, string>;
      Properties: { Architectures: string[] };
    }[];
    expect(fn!.Properties.Architectures).toEqual(['arm64']);
    const modules = path.join(assembly.directory, fn!.Metadata['aws:asset:path']!, 'node_modules');
    const version = (name: string) =>
      (JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(version('sharp')).toBe(lockedVersion(REPO_ROOT, 'sharp'));
    expect(readdirSync(path.join(modules, '@img')).filter((name) => name.startsWith('sharp-'))).toEqual([
      'sharp-libvips-linux-arm64',
      'sharp-linux-arm64',
    ]);
    // The addon is an ELF shared object for AArch64 (e_machine 0xB7 at byte 18).
    const addonDir = path.join(modules, '@img/sharp-linux-arm64/lib');
    const addon = readFileSync(
      path.join(
        addonDir,
        readdirSync(addonDir).find((f) => f.endsWith('.node'))!,
      ),
    );
    expect([addon.subarray(0, 4).toString('latin1'), addon.readUInt16LE(18)]).toEqual(['\x7fELF', 0xb7]);
    expect(
      readdirSync(path.join(modules, '@img/sharp-libvips-linux-arm64/lib')).some((f) => f.startsWith('libvips-cpp.so')),
    ).toBe(true);
  }, 120_000);

  it('bundle each function from its own entry, split: two functions never share one bundle', () => {
    const app = new App({ context: { 'aws:cdk:enable-asset-metadata': true } });
    const stack = new Stack(app, 'Bundles', { env: { account: '123456789012', region: 'eu-west-1' } });
    // The scheduler loads its work by import(): its bundle holds chunks beside index.mjs.
    const entries = {
      SesEvents: 'functions/events/ses-events.ts',
      Scheduler: 'functions/jobs/run-scheduled-sends.ts',
    };
    for (const [id, entry] of Object.entries(entries))
      siteFunction(stack, id, { entry, description: id, environment: {} });
    const assembly = app.synth();
    const functions = Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as [
      string,
      { Metadata: Record<string, string>; Properties: { Handler: string } },
    ][];
    const dirs = functions.map(([, fn]) => path.join(assembly.directory, fn.Metadata['aws:asset:path']!));
    expect(new Set(dirs).size).toBe(2);
    for (const [id, fn] of functions) expect(fn.Properties.Handler, id).toBe('index.handler');
    const scheduler = dirs[functions.findIndex(([id]) => id.startsWith('Scheduler'))]!;
    expect(readFileSync(path.join(scheduler, 'index.mjs'), 'utf8')).toContain('campaign-scheduler');
    expect(readdirSync(path.join(scheduler, 'chunks')).filter((file) => file.endsWith('.mjs')).length).toBeGreaterThan(
      1,
    );
    const sesEvents = dirs[functions.findIndex(([id]) => id.startsWith('SesEvents'))]!;
    expect(readFileSync(path.join(sesEvents, 'index.mjs'), 'utf8')).not.toContain('campaign-scheduler');
  }, 120_000);
});
