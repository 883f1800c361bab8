/**
 * The deploy, rehearsed: what `cdk deploy` would publish, checked in the staged cloud assembly
 * before anyone runs it. `cdk synth` stages every asset (a function's bundle as the folder cdk-assets
 * zips, an image as its Docker build context); a deploy only fails on them later, in Docker or in
 * Lambda. There is no Docker on the test machines, so an image's build is checked statically
 * (`checkImageContext`): never built here.
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

/**
 * Dockerfile syntax only BuildKit understands, each with what to write instead: the deploy doc asks
 * for Docker of any builder, so the legacy one must build the image too.
 */
const BUILDKIT_ONLY: [RegExp, string][] = [
  [/^#\s*syntax\s*=/im, 'a "# syntax=" directive'],
  [/^\s*RUN\s+--(mount|network|security)\b/im, 'RUN --mount/--network/--security'],
  [
    /^\s*(COPY|ADD)\s+(.*\s)?--(link|checksum|chmod|parents|exclude|keep-git-dir)\b/im,
    'COPY/ADD --link, --checksum, --chmod',
  ],
  [/<<-?\s*["']?[A-Za-z_]+["']?\s*$/m, 'a heredoc'],
  [
    /\$\{?(BUILDPLATFORM|TARGETPLATFORM|BUILDOS|BUILDARCH|TARGETOS|TARGETARCH|TARGETVARIANT)\b/,
    'the automatic platform arguments',
  ],
];

/** A step that installs packages from a registry: the handler comes bundled (infra/constructs/epub-validator-image.ts). */
const PACKAGE_INSTALL = /\b(npm\s+(ci|install|i)\b|npx\s|yarn\b|pnpm\b)/;

/**
 * An image's build context: the Dockerfile in syntax any builder reads, each download checked by its
 * sha256, each COPY/ADD source from
 * the context, the handler `CMD` names in what is copied to the task root, and no package install
 * (no `npm ci` in the image, no package.json in the context: synth bundles the handler).
 */
export function checkImageContext(contextDir: string, dockerFile: string): string[] {
  const file = path.join(contextDir, dockerFile);
  if (!existsSync(file))
    return [`image context ${path.basename(contextDir)} has no ${dockerFile}: docker build would fail`];
  const problems: string[] = [];
  const text = readFileSync(file, 'utf8');
  for (const [pattern, what] of BUILDKIT_ONLY)
    if (pattern.test(text)) problems.push(`${dockerFile} uses ${what}, which only BuildKit builds`);
  const stages = dockerStages(text);
  for (const stage of stages) {
    for (const source of stage.contextSources) {
      if (!existsSync(path.join(contextDir, source)))
        problems.push(
          `${dockerFile} copies ${source}, which the staged context ${path.basename(contextDir)} does not hold`,
        );
    }
    for (const download of stage.downloads)
      if (!stage.runs.some((run) => run.includes('sha256sum -c') && run.includes(download)))
        problems.push(
          `${dockerFile} downloads ${download} without checking its sha256 (RUN echo "<sha256>  ${download}" | sha256sum -c -)`,
        );
    for (const run of stage.runs)
      if (PACKAGE_INSTALL.test(run))
        problems.push(`${dockerFile} installs packages (${run}): bundle the handler at synth and copy the bundle`);
  }
  if (existsSync(path.join(contextDir, 'package.json')))
    problems.push(
      `the staged context ${path.basename(contextDir)} holds a package.json: the image needs the bundle alone`,
    );
  const final = stages.at(-1);
  const handler = final?.cmd;
  if (final && handler) {
    const module = handler.slice(0, handler.lastIndexOf('.'));
    const found = final.taskRootSources.some((source) =>
      ['.mjs', '.js', '.cjs'].some((ext) => existsSync(path.join(contextDir, source, module + ext))),
    );
    if (!found)
      problems.push(
        `${dockerFile}: its handler ${handler} has no ${module}.mjs in what it copies to \${LAMBDA_TASK_ROOT} from the context`,
      );
  }
  return problems;
}

interface DockerStage {
  from: string;
  /** Paths COPY and ADD take from the build context (not from another stage, not URLs). */
  contextSources: string[];
  /** Those copied to the Lambda task root (`${LAMBDA_TASK_ROOT}/`), where the runtime looks for the handler. */
  taskRootSources: string[];
  /** Each RUN's command. */
  runs: string[];
  /** Where each ADD of a URL puts its download: a RUN must check its sha256 (a release's bytes can change under its tag). */
  downloads: string[];
  /** The handler `CMD ["<module>.<export>"]` names. */
  cmd?: string;
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
    if (keyword === 'FROM')
      stages.push({ from: rest.join(' '), contextSources: [], taskRootSources: [], runs: [], downloads: [] });
    const stage = stages.at(-1);
    if (!stage) continue;
    if (keyword === 'RUN') stage.runs.push(rest.join(' '));
    if (keyword === 'CMD') stage.cmd = (JSON.parse(rest.join(' ')) as string[])[0];
    if (keyword === 'COPY' || keyword === 'ADD') {
      const args = rest.filter((arg) => !arg.startsWith('--'));
      if (rest.some((arg) => arg.startsWith('--from='))) continue;
      const sources = args.slice(0, -1).filter((source) => !/^https?:\/\//.test(source));
      if (args.length > 1 && args.slice(0, -1).some((source) => /^https?:\/\//.test(source)))
        stage.downloads.push(args.at(-1) ?? '');
      stage.contextSources.push(...sources);
      if (/^\$\{?LAMBDA_TASK_ROOT\}?\/?$/.test(args.at(-1) ?? '')) stage.taskRootSources.push(...sources);
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
