import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { EPUBCHECK_RUN_HOOK, spawnEpubcheck, type EpubcheckRun } from '../../functions/core/ebooks/epubcheck';

/**
 * One Java VM that runs EPUBCheck on every file checked in this process: the local stack's
 * (`npm start`, the browser tests' stacks: infra/local/stack.ts) and each unit or integration test
 * file's (test/support/epubcheck-setup.ts) register it; functions/core/ebooks/epubcheck.ts hands
 * it the checks. In the cloud the EPUB validator is a function of its own (known limits). Each
 * check in its own VM costs the VM's start and EPUBCheck's schema compilation, over 15 s of CPU on
 * a busy 2-core machine; here only the first check pays them, the next take a fraction of a second.
 *
 * A check is `EpubChecker.run(file, "--json", out)` (epubcheck-server/EpubcheckServer.java), what
 * `java -jar epubcheck.jar` runs, so the report, and the findings read from it, are those a VM of
 * its own writes (test/unit/epubcheck-resident.test.ts compares them). Checks run one at a time.
 * As with a VM of its own, a check still running after its `timeoutMs` ends the VM: it wrote no
 * report, and the next check starts a new VM.
 */

const SOURCE = fileURLToPath(new URL('./epubcheck-server/EpubcheckServer.java', import.meta.url));
const CACHE = fileURLToPath(new URL('../../.cache/epubcheck-server/', import.meta.url));
/**
 * C1 only: C2's compiler threads cost more than they give a VM that lives for a few checks. On this
 * busy 2-core machine the first check took 9 s with C1 only and 15 s with C2 too, the next ones 0.2 s
 * and 0.6 s. The JIT changes how fast EPUBCheck runs, not what it finds.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1'];
/** How long a closing VM gets to end by itself before it is killed. */
const CLOSE_GRACE_MS = 5_000;

type Jvm = ChildProcessByStdio<Writable, Readable, null>;

interface Resident {
  jar: string;
  jvm: Jvm;
  /** Settles when the VM runs, or with what stopped it (java missing). */
  started: Promise<void>;
  /** Sends one check; resolves with the VM's answer line, or with undefined when the VM ended first. */
  ask: (request: string) => Promise<string | undefined>;
  ended: Promise<void>;
}

/** Runs `command`, settling with its exit code and the end of what it wrote to stderr. */
function exec(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * EpubcheckServer compiled once per version of its source, into .cache/: compiling it at each VM's
 * start (`java File.java`) would cost each test file seconds more. javac is the runtime's own
 * jdk.compiler module, there in Debian's JRE too, so only `java` is needed. Workers compiling at
 * once each build in a folder of their own and the first rename wins.
 */
async function compiledServer(jar: string): Promise<string> {
  const source = readFileSync(SOURCE);
  const dir = join(CACHE, createHash('sha256').update(source).digest('hex').slice(0, 16));
  if (existsSync(join(dir, 'EpubcheckServer.class'))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const building = mkdtempSync(join(CACHE, 'building-'));
  try {
    // --release 11: the oldest Java that runs a source file (and EPUBCheck 4.2's jar was built with it).
    const javac = ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '--release', '11', '-cp', jar, '-d', building];
    const { code, stderr } = await exec('java', [...javac, SOURCE]);
    if (code !== 0) throw new Error(`could not compile ${SOURCE}: ${stderr.trim()}`);
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another worker's build got there first: the same source, so the same class.
      if (!existsSync(join(dir, 'EpubcheckServer.class'))) throw error;
    }
    return dir;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

function startJvm(jar: string, classes: string): Resident {
  // EPUBCheck's own console output goes to the VM's stderr (EpubcheckServer), not read here, as
  // `spawnEpubcheck` reads none.
  const jvm = spawn('java', [...JVM_OPTIONS, '-cp', `${jar}:${classes}`, 'EpubcheckServer'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const started = new Promise<void>((resolve, reject) => {
    jvm.once('spawn', resolve);
    jvm.on('error', reject);
  });
  started.catch(() => {});
  // Writing to a VM that has just ended fails with EPIPE: the check's answer is then "ended", not a crash.
  jvm.stdin.on('error', () => {});
  // An idle VM never keeps the process alive (it ends by itself when its stdin closes); a
  // check in progress does, as a VM of its own would.
  const handles = [jvm, jvm.stdin, jvm.stdout] as unknown as { ref: () => void; unref: () => void }[];
  const hold = (on: boolean) => handles.forEach((handle) => (on ? handle.ref() : handle.unref()));
  hold(false);

  let waiting: ((line: string | undefined) => void) | undefined;
  const answer = (line: string | undefined) => {
    const waiter = waiting;
    waiting = undefined;
    hold(false);
    waiter?.(line);
  };
  // Only EpubcheckServer's answers count: anything else the VM itself may print there is no answer.
  createInterface({ input: jvm.stdout }).on('line', (line) => line.startsWith('done ') && answer(line));
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    jvm.on('exit', () => {
      exited = true;
      answer(undefined);
      resolve();
    }),
  );
  const ask = (request: string) =>
    exited
      ? Promise.resolve(undefined)
      : new Promise<string | undefined>((resolve) => {
          waiting = resolve;
          hold(true);
          jvm.stdin.write(`${request}\n`);
        });
  return { jar, jvm, started, ask, ended };
}

export interface ResidentEpubcheck {
  run: EpubcheckRun;
  /** Ends the VM, if one was started; the next check would start another. */
  close: () => Promise<void>;
  /** Checks run in the resident VM, and VMs started: what a test can count. */
  readonly stats: { checks: number; starts: number };
}

export function residentEpubcheck(): ResidentEpubcheck {
  let resident: Resident | undefined;
  let server: Promise<string | undefined> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const stats = { checks: 0, starts: 0 };

  async function stop(ending: Resident) {
    if (resident === ending) resident = undefined;
    ending.jvm.stdin.end();
    const timer = setTimeout(() => ending.jvm.kill('SIGKILL'), CLOSE_GRACE_MS);
    await ending.ended;
    clearTimeout(timer);
  }

  const check: EpubcheckRun = async (request) => {
    const { jar, file, out, timeoutMs } = request;
    // The protocol is one line of tab-separated paths: any other path gets a VM of its own.
    if (/[\t\r\n]/.test(file + out)) return spawnEpubcheck(request);
    server ??= compiledServer(jar).catch((error: Error) => {
      // No compiler in this Java: every check gets a VM of its own, as without the resident VM.
      console.warn(`The resident EPUBCheck VM is off: ${error.message}`);
      return undefined;
    });
    const classes = await server;
    if (!classes) return spawnEpubcheck(request);
    if (resident && resident.jar !== jar) await stop(resident);
    if (!resident) {
      const starting = startJvm(jar, classes);
      resident = starting;
      stats.starts++;
      try {
        await starting.started;
      } catch (error) {
        // As `spawnEpubcheck` rejects when java cannot start (ENOENT): with what stopped it.
        if (resident === starting) resident = undefined;
        throw error;
      }
    }
    const current = resident;
    stats.checks++;
    // The first check's time includes the VM's start, as a VM of its own counts its start.
    const timer = setTimeout(() => void current.jvm.kill('SIGTERM'), timeoutMs);
    try {
      const answer = await current.ask(`${file}\t${out}`);
      if (answer === undefined) {
        // The VM ended (timed out, or crashed) during the check: no report, as from a VM of its own
        // killed at its timeout (not part of one), and the next check starts a new VM.
        if (resident === current) resident = undefined;
        rmSync(out, { force: true });
      }
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    stats,
    // One check at a time: the VM reads one request after another.
    run: (request) => {
      const turn = queue.then(() => check(request));
      queue = turn.catch(() => {});
      return turn;
    },
    close: async () => {
      await queue;
      if (resident) await stop(resident);
    },
  };
}

/** The resident VM for this process's checks, wherever they run (its bundles included). */
export function registerResidentEpubcheck(): ResidentEpubcheck {
  const resident = residentEpubcheck();
  (globalThis as Record<symbol, unknown>)[EPUBCHECK_RUN_HOOK] = resident.run;
  return resident;
}
