import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { esbuildOptions, REPO_ROOT } from './lambda';

/** The validator image's Dockerfile: EPUBCheck (Java) and a runtime, beside the handler's bundle. */
export const EPUB_VALIDATOR_DOCKERFILE = 'infra/epubcheck/Dockerfile';

/** The validator's handler module (no route: the upload routes invoke it, grant `epub:check`). */
export const EPUB_VALIDATOR_ENTRY = 'functions/jobs/check-epub.ts';

/** Where the handler's bundle sits in the image's build context (the Dockerfile copies this folder). */
export const EPUB_VALIDATOR_BUNDLE_DIR = 'handler';

const staged = new Map<boolean, string>();

/**
 * The EPUB validator image's build context, made when the stack is synthesized: the Dockerfile and
 * the handler bundled by esbuild exactly as the zip functions are (`esbuildOptions`), so Docker
 * copies one folder and installs no npm package. Answers the folder, which CDK stages as the asset.
 * A stack that skips bundling (`aws:cdk:bundling-stacks`, the tests' synths) gets a stand-in
 * handler, as its zip functions do. Made once a process, and removed when it ends (CDK has copied
 * it by then).
 */
export function stageEpubValidatorImage(bundle = true): string {
  const known = staged.get(bundle);
  if (known) return known;
  const dir = mkdtempSync(path.join(tmpdir(), 'epub-validator-image-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(path.join(REPO_ROOT, EPUB_VALIDATOR_DOCKERFILE), path.join(dir, 'Dockerfile'));
  const out = path.join(dir, EPUB_VALIDATOR_BUNDLE_DIR);
  if (bundle)
    buildSync({
      ...esbuildOptions(path.join(REPO_ROOT, EPUB_VALIDATOR_ENTRY), out),
      absWorkingDir: REPO_ROOT,
      logLevel: 'error',
    });
  else {
    mkdirSync(out);
    writeFileSync(
      path.join(out, 'index.mjs'),
      '// A stand-in: this stack was synthesized without bundling.\nexport const handler = () => {};\n',
    );
  }
  staged.set(bundle, dir);
  return dir;
}
