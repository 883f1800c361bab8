import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageEpubValidatorImage } from '../../infra/constructs/epub-validator-image';
import { checkImageContext, rehearseDeploy } from '../../infra/deploy-rehearsal';
import { synth } from './synth';

/**
 * The deploy rehearsal (infra/deploy-rehearsal.ts) over a synthesized assembly: images are staged
 * even when function bundling is skipped, so this test sees the EPUB validator's build context as
 * `cdk deploy` would hand it to Docker. npm test runs the same rehearsal on the real `cdk synth`
 * (with every function bundled) after it.
 */
describe('the deploy rehearsal', () => {
  it("finds the EPUB validator's Dockerfile, its handler's bundle and every COPY source in its staged build context", () => {
    const { app } = synth();
    const problems = rehearseDeploy(app.outdir).filter((problem) => !/^\w+: handler /.test(problem));
    expect(problems).toEqual([]);
    // The context synth staged for the image: the Dockerfile and the bundle, no package to install.
    const manifest = readdirSync(app.outdir).find((name) => name.endsWith('.assets.json'))!;
    const images = Object.values(
      (
        JSON.parse(readFileSync(path.join(app.outdir, manifest), 'utf8')) as {
          dockerImages: Record<string, { source: { directory: string } }>;
        }
      ).dockerImages,
    );
    expect(images).toHaveLength(1);
    const context = path.join(app.outdir, images[0]!.source.directory);
    expect(readdirSync(context).sort()).toEqual(['Dockerfile', 'handler']);
    expect(existsSync(path.join(context, 'handler/index.mjs'))).toBe(true);
    const dockerfile = readFileSync(path.join(context, 'Dockerfile'), 'utf8');
    const instructions = dockerfile
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    expect(instructions).not.toMatch(/\bnpm\b|\bnpx\b|package\.json/);
    expect(dockerfile).toMatch(/^COPY handler\/ \$\{LAMBDA_TASK_ROOT\}\/$/m);
  }, 120_000);

  it('stages, for a deploy, the validator handler bundled as the zip functions are', async () => {
    const context = stageEpubValidatorImage(mkdtempSync(path.join(tmpdir(), 'validator-image-')), 'Test', true);
    expect(checkImageContext(context, 'Dockerfile')).toEqual([]);
    expect(readdirSync(context).sort()).toEqual(['Dockerfile', 'handler']);
    // The real handler: it refuses a key outside uploads/ before it reads anything.
    const bundle = path.join(context, 'handler/index.mjs');
    const { handler } = (await import(bundle)) as { handler: (event: { key: string }) => Promise<unknown> };
    await expect(handler({ key: 'books/x/v1.epub' })).rejects.toThrow(/uploads/);
  });

  it('names a context without its Dockerfile, a COPY source it lacks, a package install, BuildKit-only syntax, a download not checked and a handler not copied', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rehearsal-'));
    expect(checkImageContext(dir, 'infra/x/Dockerfile')).toEqual([
      expect.stringContaining('has no infra/x/Dockerfile'),
    ]);
    mkdirSync(path.join(dir, 'functions'));
    writeFileSync(path.join(dir, 'package.json'), '{}');
    writeFileSync(
      path.join(dir, 'Dockerfile'),
      [
        '# syntax=docker/dockerfile:1.7',
        'FROM --platform=$BUILDPLATFORM node:22 AS build',
        'COPY functions functions',
        'COPY content \\\n  content',
        'RUN --mount=type=cache,target=/root/.npm npm ci',
        'FROM node:22',
        'COPY --from=build /a /b',
        'ADD --checksum=sha256:00 https://example.com/x.zip /tmp/x.zip',
        'ADD https://example.com/y.zip /tmp/y.zip',
        'RUN echo "00  /tmp/y.zip" | sha256sum -c -',
        'ADD https://example.com/z.zip /tmp/z.zip',
        'COPY functions ${LAMBDA_TASK_ROOT}/',
        'CMD ["index.handler"]',
        '',
      ].join('\n'),
    );
    const context = path.basename(dir);
    expect(checkImageContext(dir, 'Dockerfile')).toEqual([
      'Dockerfile uses a "# syntax=" directive, which only BuildKit builds',
      'Dockerfile uses RUN --mount/--network/--security, which only BuildKit builds',
      'Dockerfile uses COPY/ADD --link, --checksum, --chmod, which only BuildKit builds',
      'Dockerfile uses the automatic platform arguments, which only BuildKit builds',
      `Dockerfile copies content, which the staged context ${context} does not hold`,
      'Dockerfile installs packages (--mount=type=cache,target=/root/.npm npm ci): bundle the handler at synth and copy the bundle',
      'Dockerfile downloads /tmp/x.zip without checking its sha256 (RUN echo "<sha256>  /tmp/x.zip" | sha256sum -c -)',
      'Dockerfile downloads /tmp/z.zip without checking its sha256 (RUN echo "<sha256>  /tmp/z.zip" | sha256sum -c -)',
      `the staged context ${context} holds a package.json: the image needs the bundle alone`,
      'Dockerfile: its handler index.handler has no index.mjs in what it copies to ${LAMBDA_TASK_ROOT} from the context',
    ]);
  });
});
