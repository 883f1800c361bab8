import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { limitsOverMinute } from '../support/test-limits';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The README's rows "| `file` | 120 s, 180 s | why |" of "Tests allowed more than a minute". */
function namedInReadme(): Map<string, string> {
  const readme = readFileSync(`${root}README.md`, 'utf8');
  const section = readme.split('### Tests allowed more than a minute')[1]!.split(/\n#{2,3} /)[0]!;
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([^`]+)` \| ([^|]+) \| ([^|]+) \|$/gm))
    rows.set(match[1]!, match[2]!.trim());
  return rows;
}

describe('test limits (issue 27)', () => {
  it('names every limit above 60 s in the README with its reason, and nothing else', () => {
    const found = new Map<string, number[]>();
    for (const { file, ms } of limitsOverMinute(root)) found.set(file, [...(found.get(file) ?? []), ms]);
    const written = Object.fromEntries(
      [...found].map(([file, limits]) => [
        file,
        limits
          .sort((a, b) => a - b)
          .map((ms) => `${ms / 1000} s`)
          .join(', '),
      ]),
    );
    expect(Object.fromEntries(namedInReadme())).toEqual(written);
  });

  it('finds each way a limit is written', () => {
    expect(limitsOverMinute(root)).toEqual(
      expect.arrayContaining([
        { file: 'test/e2e/buy-direct.spec.ts', ms: 180_000 },
        { file: 'test/integration/analytics-burst.test.ts', ms: 240_000 },
        { file: 'test/unit/function-bundles.test.ts', ms: 120_000 },
        { file: 'vitest.config.ts', ms: 120_000 },
      ]),
    );
  });
});
