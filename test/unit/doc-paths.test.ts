import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

/**
 * Docs that cannot go stale: every repository path the README or a code comment names exists.
 * A path is a word starting with one of the repository's top folders (`functions/lib/edge.ts`,
 * `infra/edge/`); a pattern (`*`, `<name>`) is not checked. A module may be named without its
 * extension, as imports name it.
 */
const TOP_FOLDERS = ['functions', 'infra', 'test', 'frontend', 'content', 'bench', 'docs'];
const PATH = new RegExp(`(?<![\\w./@-])((?:${TOP_FOLDERS.join('|')})/[\\w./<>*\\[\\]-]*[\\w/>*\\]])`, 'g');
const CODE = /\.(ts|tsx|js|cjs|mjs)$/;

// Every tracked source file is parsed: a few seconds here, several times that beside other work.
vi.setConfig({ testTimeout: 30_000 });

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

const comments = new Map<string, string[]>();

/** The text of every comment in a source file, read from its syntax tree (so a string is not a comment); each file parsed once. */
function commentsOf(file: string): string[] {
  if (!comments.has(file)) comments.set(file, parseComments(file));
  return comments.get(file)!;
}

function parseComments(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const starts = new Set<number>();
  const visit = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ])
      starts.add(range.pos);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...starts].map((start) =>
    text.slice(start, text.indexOf(text[start + 1] === '/' ? '\n' : '*/', start) >>> 0),
  );
}

const exists = (path: string) => ['', '.ts', '.tsx', '/index.ts'].some((ext) => existsSync(path + ext));

/** Each path named in `texts` that is neither in the repository nor a pattern, as `file: path`. */
function missingPaths(file: string, texts: string[]): string[] {
  return texts.flatMap((text) =>
    [...text.matchAll(PATH)]
      .map((match) => match[1]!.replace(/[.]+$/, ''))
      .filter((path) => !/[*<>[\]]/.test(path) && !exists(path))
      .map((path) => `${file}: ${path}`),
  );
}

/**
 * A reference to the product specification or the architecture names the repository's copy and
 * a part of it that exists: `docs/SPEC.md §5` (a `## 5.` heading), `docs/DESIGN.md decision 6`
 * (a numbered decision). A reference without the docs/ path, or to a file outside the repository, is reported.
 */
const SPEC_SECTIONS = new Set(
  [...readFileSync('docs/SPEC.md', 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => match[1]),
);
const DESIGN_DECISIONS = new Set(
  [...readFileSync('docs/DESIGN.md', 'utf8').matchAll(/^(\d+)\. \*\*/gm)].map((match) => match[1]),
);
const SPEC_REFERENCE = /(?<![\w./-])((?:[\w.-]+\/)*)SPEC(?:\.md)? §(\d+)/g;
const DESIGN_REFERENCE = /(?<![\w./-])((?:[\w.-]+\/)*)DESIGN\.md(?: decision (\d+))?/g;

/** Each reference in `texts` to SPEC or DESIGN that is not `docs/…` or names a part they lack, as `file: reference`. */
function staleReferences(file: string, texts: string[]): string[] {
  return texts.flatMap((text) => [
    ...[...text.matchAll(SPEC_REFERENCE)]
      .filter((m) => m[1] !== 'docs/' || !SPEC_SECTIONS.has(m[2]))
      .map((m) => `${file}: ${m[0]}`),
    ...[...text.matchAll(DESIGN_REFERENCE)]
      .filter((m) => m[1] !== 'docs/' || (m[2] !== undefined && !DESIGN_DECISIONS.has(m[2])))
      .map((m) => `${file}: ${m[0]}`),
  ]);
}

describe('the paths the docs name', () => {
  it('are all in the repository: the README and every Markdown file', () => {
    const docs = tracked.filter((file) => file.endsWith('.md'));
    expect(docs).toContain('README.md');
    expect(docs.flatMap((file) => missingPaths(file, [readFileSync(file, 'utf8')]))).toEqual([]);
  });

  it("are all in the repository: every comment of the code, and every text of the product's code (a reason, a message)", () => {
    const sources = tracked.filter((file) => CODE.test(file) && !file.startsWith('test/fixtures/'));
    expect(sources.length).toBeGreaterThan(100);
    // A test names paths that are not there on purpose (fixtures of the lint rules), so only its comments count.
    const texts = (file: string) => (file.startsWith('test/') ? commentsOf(file) : [readFileSync(file, 'utf8')]);
    expect(sources.flatMap((file) => missingPaths(file, texts(file)))).toEqual([]);
  });

  it("name the repository's SPEC and DESIGN, and a section of them that exists: the Markdown files and every comment of the code", () => {
    expect(SPEC_SECTIONS.size).toBeGreaterThan(8);
    expect(DESIGN_DECISIONS.size).toBeGreaterThan(10);
    const docs = tracked.filter((file) => file.endsWith('.md') && !file.startsWith('docs/'));
    const sources = tracked.filter((file) => CODE.test(file) && !file.startsWith('test/fixtures/'));
    const texts = (file: string) => (file.startsWith('test/') ? commentsOf(file) : [readFileSync(file, 'utf8')]);
    expect([
      ...docs.flatMap((file) => staleReferences(file, [readFileSync(file, 'utf8')])),
      ...sources.flatMap((file) => staleReferences(file, texts(file))),
    ]).toEqual([]);
  });

  it('finds a reference to a SPEC outside the repository, or to a section it lacks', () => {
    expect(
      staleReferences('x.ts', [
        '// SPEC §2: the route table; docs/SPEC.md §7; docs/SPEC.md §42; ../shared/DESIGN.md; docs/DESIGN.md decision 6',
      ]),
    ).toEqual(['x.ts: SPEC §2', 'x.ts: docs/SPEC.md §42', 'x.ts: ../shared/DESIGN.md']);
  });

  it("finds a stale path in a text, and reads a test's comments apart from its strings", () => {
    expect(missingPaths('x.ts', ['// see functions/lib/nowhere.ts, and infra/edge/'])).toEqual([
      'x.ts: functions/lib/nowhere.ts',
    ]);
    expect(commentsOf('test/unit/doc-paths.test.ts').join('\n')).toContain('Docs that cannot go stale');
    expect(commentsOf('test/unit/doc-paths.test.ts').join('\n')).not.toContain('functions/lib/nowhere.ts');
    expect(missingPaths('x.ts', ['`functions/jobs/<name>.ts`, test/**/*.test.ts'])).toEqual([]);
  });
});
