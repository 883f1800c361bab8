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

export async function runEpubcheck(
  file: string,
): Promise<{ findings: EpubFinding[]; errors: number; warnings: number }> {
  if (!existsSync(jar())) throw new EpubcheckUnavailableError(`no EPUBCheck at ${jar()}`);
  const dir = await mkdtemp(join(tmpdir(), 'epubcheck-'));
  const out = join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('java', ['-jar', jar(), file, '--json', out], { stdio: 'ignore', timeout: TIMEOUT_MS });
      child.on('error', (error) => reject(new EpubcheckUnavailableError(error.message)));
      // A non-zero exit only says that there were errors: the report tells which.
      child.on('exit', () => resolve());
    });
    if (!existsSync(out)) throw new EpubcheckUnavailableError('it wrote no report');
    const report = JSON.parse(await readFile(out, 'utf8')) as Report;
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
