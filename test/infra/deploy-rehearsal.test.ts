import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImageContext, rehearseDeploy } from '../../infra/deploy-rehearsal';
import { synth } from './synth';

/**
 * The deploy rehearsal (infra/deploy-rehearsal.ts) over a synthesized assembly: images are staged
 * even when function bundling is skipped, so this test sees the EPUB validator's build context as
 * `cdk deploy` would hand it to Docker. npm test runs the same rehearsal on the real `cdk synth`
 * (with every function bundled) after it.
 */
describe('the deploy rehearsal', () => {
  it("finds the EPUB validator's Dockerfile and every COPY source in its staged build context", () => {
    const { app } = synth();
    const problems = rehearseDeploy(app.outdir).filter((problem) => !problem.includes('handler'));
    expect(problems).toEqual([]);
  }, 120_000);

  it('names a context without its Dockerfile, a COPY source it lacks, and a build stage under emulation', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rehearsal-'));
    expect(checkImageContext(dir, 'infra/x/Dockerfile')).toEqual([
      expect.stringContaining('has no infra/x/Dockerfile'),
    ]);
    mkdirSync(path.join(dir, 'functions'));
    writeFileSync(
      path.join(dir, 'Dockerfile'),
      'FROM node:22 AS build\nCOPY functions functions\nCOPY content \\\n  content\nFROM node:22\nCOPY --from=build /a /b\nADD https://example.com/x.zip /tmp/x.zip\n',
    );
    expect(checkImageContext(dir, 'Dockerfile')).toEqual([
      'Dockerfile copies content, which the staged context ' + path.basename(dir) + ' does not hold',
      'Dockerfile: build stage "node:22 AS build" should build on the deployer\'s platform (FROM --platform=$BUILDPLATFORM)',
    ]);
  });
});
