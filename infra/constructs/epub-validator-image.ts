import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { esbuildOptions, REPO_ROOT } from './lambda';

/** The validator image's Dockerfile: EPUBCheck (Java) and a runtime, beside the handler's bundle. */
export const EPUB_VALIDATOR_DOCKERFILE = 'infra/epubcheck/Dockerfile';

/** The validator's handler module (no route: the upload routes invoke it, grant `epub:check`). */
export const EPUB_VALIDATOR_ENTRY = 'functions/jobs/check-epub.ts';

/** Where the handler's bundle sits in the image's build context (the Dockerfile copies this folder). */
export const EPUB_VALIDATOR_BUNDLE_DIR = 'handler';

/**
 * The EPUB validator image's build context, made when the stack is synthesized, in the assembly's
 * folder (`outdir`, as CDK's own bundling does): the Dockerfile and the handler bundled by esbuild
 * exactly as the zip functions are (`esbuildOptions`), so Docker copies one folder and installs no
 * npm package. Answers the folder, which CDK stages as the image's asset. A stack that skips
 * bundling (`aws:cdk:bundling-stacks`, the tests' synths) gets a stand-in handler, as its zip
 * functions do.
 */
export function stageEpubValidatorImage(outdir: string, stackName: string, bundle = true): string {
  const dir = path.join(outdir, `epub-validator-context-${stackName}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
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
  return dir;
}
