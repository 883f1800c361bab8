import { copyFileSync, mkdtempSync } from 'node:fs';
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

/**
 * The EPUB validator image's build context, made when the stack is synthesized: the Dockerfile and
 * the handler bundled by esbuild exactly as the zip functions are (`esbuildOptions`), so Docker
 * copies one folder and installs no npm package. Answers the folder, which CDK stages as the asset.
 */
export function stageEpubValidatorImage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'epub-validator-image-'));
  copyFileSync(path.join(REPO_ROOT, EPUB_VALIDATOR_DOCKERFILE), path.join(dir, 'Dockerfile'));
  buildSync({
    ...esbuildOptions(path.join(REPO_ROOT, EPUB_VALIDATOR_ENTRY), path.join(dir, EPUB_VALIDATOR_BUNDLE_DIR)),
    absWorkingDir: REPO_ROOT,
    logLevel: 'error',
  });
  return dir;
}
