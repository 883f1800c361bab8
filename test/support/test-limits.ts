import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The longest a test may take without being named in the README (issue 27). */
export const TEST_LIMIT_MS = 60_000;

/**
 * How a limit is written in this repository: a vitest test's third argument or `{ timeout }`,
 * `test.setTimeout`, `vi.setConfig({ testTimeout })`, and the configs' `testTimeout`,
 * `hookTimeout` and `timeout`.
 */
const LIMIT_PATTERNS = [
  /\btest\.setTimeout\(\s*([\d_]+)\s*\)/g,
  /\b(?:testTimeout|hookTimeout|timeout):\s*([\d_]+)/g,
  /\}\s*,\s*([\d_]+)\s*,?\s*\)/g,
];

export interface TestLimit {
  /** The file, from the repository root. */
  file: string;
  ms: number;
}

function* testFiles(dir: string, root: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures') yield* testFiles(full, root);
    } else if (/\.(ts|tsx)$/.test(entry.name)) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/** Every limit above `TEST_LIMIT_MS` in the tests and their configs, once per file and value. */
export function limitsOverMinute(root: string): TestLimit[] {
  const files = [...testFiles(path.join(root, 'test'), root), 'vitest.config.ts'];
  const found = new Map<string, TestLimit>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of LIMIT_PATTERNS)
      for (const match of source.matchAll(pattern)) {
        const ms = Number(match[1]!.replace(/_/g, ''));
        if (ms > TEST_LIMIT_MS) found.set(`${file} ${ms}`, { file, ms });
      }
  }
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file) || a.ms - b.ms);
}
