/**
 * Packages with native code that esbuild cannot bundle (sharp: libvips, a `.node` addon), left
 * out of every bundle (`BUNDLING.external`) and given to the bundles that import them in a
 * `node_modules/` of their own, built for Lambda's platform (arm64 Linux, glibc), while the tests
 * here run the x64 build the repository's own node_modules holds (a bundle under `.build/` finds it
 * by Node's usual lookup up the folders).
 *
 * The arm64 build comes from the npm registry when the project is installed (`npm install` and
 * `npm ci` run the package's postinstall, `stageNativeModules`), by npm's own client, at the version
 * package-lock.json holds (so the deploy ships the sharp the tests ran), once per version: it is
 * kept under `.build/native/`, and synth and the tests only read it (they reach no registry). The
 * lock cannot hold it: npm installs only the current platform's optional packages, and a platform
 * package declared outright fails `npm ci` on any other.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

export const NATIVE_PACKAGES = ['sharp'] as const;

/** Lambda's platform for the functions (`architecture: ARM_64` in infra/constructs/lambda.ts), as npm names it. */
export const LAMBDA_PLATFORM = { os: 'linux', cpu: 'arm64', libc: 'glibc' } as const;

/** The version of a package that package-lock.json holds. */
export function lockedVersion(root: string, name: string): string {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json holds no ${name}: run npm install ${name}`);
  return version;
}

/** The native packages a bundle imports: esbuild's metafile lists each as an external import. */
export function nativeImportsOf(metafile: Metafile): string[] {
  const imported = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const { path: target, external } of output.imports)
      if (external && (NATIVE_PACKAGES as readonly string[]).includes(target)) imported.add(target);
  return [...imported].sort();
}

/** Where `name`'s build for Lambda's platform is staged: `.build/native/<name>@<version>-<os>-<cpu>/`. */
function stagingDir(root: string, name: string) {
  const { os, cpu } = LAMBDA_PLATFORM;
  return path.join(root, '.build', 'native', `${name}@${lockedVersion(root, name)}-${os}-${cpu}`);
}

const isStaged = (root: string, name: string) =>
  existsSync(path.join(stagingDir(root, name), 'node_modules', name, 'package.json'));

/**
 * Installs each native package and its dependencies for Lambda's platform into its staging folder,
 * unless there already (a failed install leaves nothing there). The postinstall of `npm install`.
 */
export function stageNativeModules(root: string): void {
  for (const name of NATIVE_PACKAGES) {
    if (isStaged(root, name)) continue;
    const version = lockedVersion(root, name);
    const { os, cpu, libc } = LAMBDA_PLATFORM;
    const dir = stagingDir(root, name);
    mkdirSync(path.dirname(dir), { recursive: true });
    const staging = mkdtempSync(`${dir}.`);
    writeFileSync(path.join(staging, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      [
        'install',
        `${name}@${version}`,
        `--os=${os}`,
        `--cpu=${cpu}`,
        `--libc=${libc}`,
        '--omit=dev',
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
}

/** The staged `node_modules/` holding `name` for Lambda's platform; never installs (synth reaches no registry). */
export function stagedNodeModules(root: string, name: string): string {
  if (!isStaged(root, name))
    throw new Error(
      `${name}'s build for Lambda (${LAMBDA_PLATFORM.os} ${LAMBDA_PLATFORM.cpu}) is not staged in .build/native/: run \`npm install\` (its postinstall stages it).`,
    );
  return path.join(stagingDir(root, name), 'node_modules');
}

/** Gives a built bundle (in `outDir`) the native packages it imports, for Lambda's platform. */
export function addNativeModules(root: string, outDir: string, metafile: Metafile): string[] {
  const names = nativeImportsOf(metafile);
  for (const name of names)
    cpSync(stagedNodeModules(root, name), path.join(outDir, 'node_modules'), { recursive: true, dereference: true });
  return names;
}
