import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * EPUBCheck, the W3C's EPUB validator (Java), run on a file: its findings, in words the author can
 * act on. Debian packages it as `epubcheck` (the jar at EPUBCHECK_JAR's default).
 */
export interface EpubFinding {
  severity: 'fatal' | 'error' | 'warning' | 'info' | 'usage';
  id: string;
  message: string;
  place?: string;
}

export class EpubcheckUnavailableError extends Error {
  constructor(detail: string) {
    super(`EPUBCheck cannot run here: ${detail}`);
  }
}

const jar = () => process.env.EPUBCHECK_JAR ?? '/usr/share/java/epubcheck.jar';
const TIMEOUT_MS = 60_000;

interface Report {
  messages?: {
    ID: string;
    severity: string;
    message: string;
    locations?: { path?: string; line?: number; column?: number }[];
  }[];
}

/**
 * One EPUBCheck run: `java -jar <jar> <file> --json <out>`, ended after `timeoutMs`. It settles
 * when the run has ended, whether or not it wrote the report (a non-zero exit only says that there
 * were errors: the report tells which), and rejects only when EPUBCheck could not be started, with
 * what stopped it.
 */
export type EpubcheckRun = (check: { jar: string; file: string; out: string; timeoutMs: number }) => Promise<void>;

/** A Java VM for the one check: the cloud's validator function (a file per invocation) and the local stack. */
export const spawnEpubcheck: EpubcheckRun = ({ jar, file, out, timeoutMs }) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('java', ['-jar', jar, file, '--json', out], { stdio: 'ignore', timeout: timeoutMs });
    child.on('error', reject);
    child.on('exit', () => resolve());
  });

/**
 * Local only (infra/local/epubcheck-resident.ts): an `EpubcheckRun` that hands the check to one
 * resident Java VM, so the local stack or a test file pays the VM's start and EPUBCheck's schema
 * compilation once.
 * Kept on `globalThis`, as deps.ts's hooks are, to reach the built bundles' copies of this module
 * too. Never set in the cloud.
 */
export const EPUBCHECK_RUN_HOOK = Symbol.for('author-site.epubcheck-run');

/** The report as EPUBCheck wrote it; one cut short (a run ended by its time limit mid-write) says so. */
function parseReport(text: string): Report {
  try {
    return JSON.parse(text) as Report;
  } catch {
    throw new EpubcheckUnavailableError('its report was cut short (the check ran out of time)');
  }
}

const registeredRun = (): EpubcheckRun => {
  const hook = (globalThis as Record<symbol, unknown>)[EPUBCHECK_RUN_HOOK];
  return typeof hook === 'function' ? (hook as EpubcheckRun) : spawnEpubcheck;
};

/**
 * EPUBCheck's findings on `file`. `run` runs it: by default a Java VM of its own, unless a test
 * registered its resident one.
 */
export async function runEpubcheck(
  file: string,
  run: EpubcheckRun = registeredRun(),
): Promise<{ findings: EpubFinding[]; errors: number; warnings: number }> {
  if (!existsSync(jar())) throw new EpubcheckUnavailableError(`no EPUBCheck at ${jar()}`);
  const dir = await mkdtemp(join(tmpdir(), 'epubcheck-'));
  const out = join(dir, 'report.json');
  try {
    try {
      await run({ jar: jar(), file, out, timeoutMs: TIMEOUT_MS });
    } catch (error) {
      throw new EpubcheckUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (!existsSync(out)) throw new EpubcheckUnavailableError('it wrote no report');
    const report = parseReport(await readFile(out, 'utf8'));
    const findings = (report.messages ?? []).map((message): EpubFinding => {
      const where = message.locations?.[0];
      const place = where?.path
        ? `${where.path}${where.line && where.line > 0 ? ` (line ${where.line})` : ''}`
        : undefined;
      return {
        severity: message.severity.toLowerCase() as EpubFinding['severity'],
        id: message.ID,
        message: message.message,
        ...(place ? { place } : {}),
      };
    });
    return {
      findings,
      errors: findings.filter((finding) => finding.severity === 'error' || finding.severity === 'fatal').length,
      warnings: findings.filter((finding) => finding.severity === 'warning').length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const SEVERITY_WORDS: Record<EpubFinding['severity'], string> = {
  fatal: 'Fatal error',
  error: 'Error',
  warning: 'Warning',
  info: 'Note',
  usage: 'Note',
};

/** A finding as a sentence: "Error in OEBPS/chapter-1.xhtml (line 3): …". */
export const describeFinding = (finding: EpubFinding) =>
  `${SEVERITY_WORDS[finding.severity]}${finding.place ? ` in ${finding.place}` : ''}: ${finding.message}`;

/** EPUBCheck on bytes in memory (through a temporary file). */
export async function epubcheckBytes(bytes: Uint8Array) {
  const dir = await mkdtemp(join(tmpdir(), 'epub-'));
  const file = join(dir, 'book.epub');
  try {
    await writeFile(file, bytes);
    return await runEpubcheck(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
