import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../infra/constructs/lambda';

/** What a synthesized template (bundling skipped) is made of: the stack's code, the handlers and texts it names, the tests' stand-ins, the CDK and its settings. */
const INPUTS = [
  'infra',
  'functions',
  'content',
  'test/infra/synth.ts',
  'test/support/synth-cache.ts',
  'package-lock.json',
  'cdk.json',
];
const CACHE_DIR = path.join(REPO_ROOT, '.cache', 'synth');

function* filesUnder(relative: string): Generator<string> {
  const full = path.join(REPO_ROOT, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const name of readdirSync(full).sort())
    if (name !== 'node_modules') yield* filesUnder(path.join(relative, name));
}

let inputsHash: string | undefined;
/** One hash of every input file's path and bytes (about 300 files, milliseconds). */
function hashOfInputs(): string {
  if (inputsHash) return inputsHash;
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of filesUnder(input))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(REPO_ROOT, file)))
        .update('\0');
  return (inputsHash = hash.digest('hex'));
}

/**
 * A synthesized template (JSON), made once per distinct inputs and settings, then read from
 * `.cache/synth/` by every test and run that asks for the same: `settings` names the shape (its
 * JSON is part of the key), `make` synthesizes it on a miss. A change to any input file is a miss.
 */
export function cachedTemplate<T>(settings: unknown, make: () => T): T {
  const key = createHash('sha256').update(hashOfInputs()).update(JSON.stringify(settings)).digest('hex').slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  const made = make();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole, then renamed: a worker reading at the same time sees all of it or none.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(made));
  renameSync(partial, file);
  return made;
}
