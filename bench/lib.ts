import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';

/** One figure of RESULTS.md: what was measured, its value, and the command that reproduces it. */
export interface Figure {
  name: string;
  value: string;
  baseline?: string;
  ratio?: string;
  command: string;
}

export interface Section {
  title: string;
  /** The host the figures depend on (Lighthouse's benchmark index, the browser, the CPU), stated beside the table. */
  host?: string;
  figures: Figure[];
  notes?: string[];
}

/** Lighthouse's emulated phone (its mobile profile: a Moto G Power), for the benches that drive Chromium themselves. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitUntilAnswers(url: string, timeoutMs = 240_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function startProcess(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a process group started with `startProcess`: SIGINT (Ctrl-C, so the stack stops its
 * emulators), then waits for the whole group, not just npx, which dies of the SIGINT at once.
 */
export async function stopProcess(child: ChildProcess) {
  const pid = child.pid!;
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && groupAlive(pid); waited += 100) await sleep(100);
  try {
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  } catch {
    /* it ended meanwhile */
  }
}

export const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;
/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The scripts a reader's browser downloads for a page: module scripts and their modulepreloads, recursively through static imports. */
export async function readerScripts(origin: string, path: string): Promise<Map<string, string>> {
  const html = await (await fetch(origin + path)).text();
  const queue = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const scripts = new Map<string, string>();
  while (queue.length) {
    const src = new URL(queue.shift()!, origin + path).pathname;
    if (scripts.has(src)) continue;
    const code = await (await fetch(origin + src)).text();
    scripts.set(src, code);
    // Static imports only: `import"./x.js"` or `from"./x.js"`; dynamic `import("./x.js")` chunks are not downloaded up front.
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|from)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(m[1]!, origin + src).pathname);
  }
  return scripts;
}
