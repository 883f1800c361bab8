/**
 * The route table and the code that carries it out cannot drift: an area's module is one
 * `implementRoutes` call (functions/http/implement-routes.ts), and tsc refuses a route left
 * without its implementation and an implementation that is no route of the area and access. The
 * compiler is run on a deliberately wrong fixture (test/fixtures/types/, outside the project's
 * own type check, which compiles every real area module clean).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../functions/contract/routes';
import { REPO_ROOT } from '../../infra/constructs/lambda';
import { areaModuleOf } from '../../infra/functions';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/types/implement-routes.ts');
const areaModules = [...new Set(routeList.map((route) => path.join(REPO_ROOT, areaModuleOf(route))))];

function compile(files: string[]) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  // The project's options, less the DOM's, Node's and React's types, which the fixture never meets.
  const options = { ...config.options, incremental: false, types: [], lib: ['lib.es2023.d.ts'], jsx: undefined };
  const program = ts.createProgram({ rootNames: files, options });
  return (file: string) => {
    const source = program.getSourceFile(file)!;
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (diagnostic) => ({
        line: source.getLineAndCharacterOfPosition(diagnostic.start!).line + 1,
        code: diagnostic.code,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      }),
    );
  };
}

/** The 1-based line of the fixture's first line holding `text`. */
const lineOf = (text: string) =>
  readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('implementRoutes', () => {
  let diagnosticsOf: ReturnType<typeof compile>;
  beforeAll(() => {
    diagnosticsOf = compile([FIXTURE]);
  }, 60_000);

  it(
    'fails tsc on a route without an implementation and on an implementation without a route',
    { timeout: 60_000 },
    () => {
      expect(diagnosticsOf(FIXTURE)).toEqual([
        {
          line: lineOf('export const missing'),
          code: 2345,
          message: expect.stringMatching(/\n {2}Property 'addThing' is missing in type /),
        },
        {
          line: lineOf('renameThing: async'),
          code: 2353,
          message: expect.stringMatching(
            /^Object literal may only specify known properties, and 'renameThing' does not/,
          ),
        },
        {
          line: lineOf('removeThing: async () => ({ removed: true })'),
          code: 2353,
          message: expect.stringMatching(
            /^Object literal may only specify known properties, and 'removeThing' does not/,
          ),
        },
      ]);
    },
  );

  it("names no file in the contract, and gives each area's routes of one access one module", () => {
    expect(routeList.filter((route) => 'handler' in route).map((route) => route.name)).toEqual([]);
    const http = path.join(REPO_ROOT, 'functions/http');
    const modules = readdirSync(http, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(http, file));
    const implementing = modules.filter((file) => /\bimplementRoutes\(/.test(readFileSync(file, 'utf8')));
    expect(implementing.filter((file) => !file.endsWith('implement-routes.ts')).sort()).toEqual(
      [...areaModules].sort(),
    );
    // The one-call handler modules are gone: a route is reached through its area's `handlers` alone.
    expect(modules.filter((file) => /export const handler\b/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
