/**
 * The deploy, rehearsed: what `cdk deploy` would publish, checked in the staged cloud assembly
 * before anyone runs it. `cdk synth` stages every asset (a function's bundle as the folder cdk-assets
 * zips, an image as its Docker build context); a deploy only fails on them later, in Docker or in
 * Lambda. There is no Docker on the test machines, so an image's build is checked statically: its
 * context holds the Dockerfile and every source a `COPY`/`ADD` takes from the context, and a build
 * stage that only makes files runs on the deployer's own platform.
 *
 * `npx tsx infra/deploy-rehearsal.ts [cdk.out]` checks an assembly (npm test runs it after synth).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface AssetManifest {
  files?: Record<string, { source: { path: string; packaging?: 'zip' | 'file' } }>;
  dockerImages?: Record<string, { source: { directory: string; dockerFile?: string } }>;
}

/** Every problem of the assembly in `assemblyDir`, in words; none means the staged assets would deploy. */
export function rehearseDeploy(assemblyDir: string): string[] {
  const manifests = readdirSync(assemblyDir).filter((name) => name.endsWith('.assets.json'));
  if (manifests.length === 0) return [`${assemblyDir} holds no asset manifest: run cdk synth first`];
  const problems: string[] = [];
  for (const name of manifests) {
    const manifest = JSON.parse(readFileSync(path.join(assemblyDir, name), 'utf8')) as AssetManifest;
    for (const image of Object.values(manifest.dockerImages ?? {}))
      problems.push(
        ...checkImageContext(path.join(assemblyDir, image.source.directory), image.source.dockerFile ?? 'Dockerfile'),
      );
    const templates = manifests
      .map((m) => path.join(assemblyDir, m.replace(/\.assets\.json$/, '.template.json')))
      .filter(existsSync);
    problems.push(...checkFunctionBundles(assemblyDir, templates));
  }
  return [...new Set(problems)];
}

/** An image's build context: the Dockerfile, each COPY/ADD source from the context, and the build stages' platform. */
export function checkImageContext(contextDir: string, dockerFile: string): string[] {
  const file = path.join(contextDir, dockerFile);
  if (!existsSync(file))
    return [`image context ${path.basename(contextDir)} has no ${dockerFile}: docker build would fail`];
  const problems: string[] = [];
  const stages = dockerStages(readFileSync(file, 'utf8'));
  for (const [index, stage] of stages.entries()) {
    for (const source of stage.contextSources) {
      if (!existsSync(path.join(contextDir, source)))
        problems.push(
          `${dockerFile} copies ${source}, which the staged context ${path.basename(contextDir)} does not hold`,
        );
    }
    // A stage the final image only copies files from need not run under emulation (QEMU) on the deployer's machine.
    const final = index === stages.length - 1;
    if (!final && !/--platform=\$BUILDPLATFORM\b/.test(stage.from))
      problems.push(
        `${dockerFile}: build stage "${stage.from}" should build on the deployer's platform (FROM --platform=$BUILDPLATFORM)`,
      );
  }
  return problems;
}

interface DockerStage {
  from: string;
  /** Paths COPY and ADD take from the build context (not from another stage, not URLs). */
  contextSources: string[];
}

function dockerStages(dockerfile: string): DockerStage[] {
  const stages: DockerStage[] = [];
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim());
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const keyword = instruction.toUpperCase();
    if (keyword === 'FROM') stages.push({ from: rest.join(' '), contextSources: [] });
    if ((keyword === 'COPY' || keyword === 'ADD') && stages.length > 0) {
      const args = rest.filter((arg) => !arg.startsWith('--'));
      if (rest.some((arg) => arg.startsWith('--from='))) continue;
      const sources = args.slice(0, -1).filter((source) => !/^https?:\/\//.test(source));
      stages.at(-1)!.contextSources.push(...sources);
    }
  }
  return stages;
}

/** Each zipped function's staged folder holds the file its handler names. */
function checkFunctionBundles(assemblyDir: string, templates: string[]): string[] {
  const problems: string[] = [];
  for (const templateFile of templates) {
    const template = JSON.parse(readFileSync(templateFile, 'utf8')) as {
      Resources: Record<
        string,
        {
          Type: string;
          Properties?: { Handler?: string; PackageType?: string; Runtime?: string };
          Metadata?: Record<string, string>;
        }
      >;
    };
    for (const [id, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function' || resource.Properties?.PackageType === 'Image') continue;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      const handler = resource.Properties?.Handler;
      if (!assetPath || !handler) continue;
      const folder = path.join(assemblyDir, assetPath);
      if (!existsSync(folder) || !statSync(folder).isDirectory()) {
        problems.push(`${id}: its code asset ${assetPath} is not staged`);
        continue;
      }
      const module = handler.slice(0, handler.lastIndexOf('.'));
      const extensions = resource.Properties?.Runtime?.startsWith('python') ? ['.py'] : ['.js', '.mjs', '.cjs'];
      if (!extensions.some((ext) => existsSync(path.join(folder, module + ext))))
        problems.push(`${id}: handler ${handler} has no ${module}${extensions.join('/')} in ${assetPath}`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const problems = rehearseDeploy(process.argv[2] ?? 'cdk.out');
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('Deploy rehearsal: every staged asset holds what its deploy needs.');
}
