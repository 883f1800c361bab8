import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Code says what is and why; which issue or session asked for it is history, and history lives in
 * git (`git log -S`, `git blame`). A reference such as "issue 16" or "turn 3" in the product's
 * source goes stale the day the tracker moves.
 */
const FOLDERS = ['functions', 'frontend/src', 'infra', 'content'];
const HISTORY = /\b(issue|turn) [0-9]+/i;

describe('the product’s source', () => {
  it('names no issue or turn by number', () => {
    const files = execFileSync('git', ['ls-files', '--', ...FOLDERS], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (HISTORY.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
