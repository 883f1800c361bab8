import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { LOOPBACK } from './settings';

export class PortInUseError extends Error {}

/** Fails with a sentence a person can act on when a port is taken, before anything starts. */
export async function assertPortsFree(ports: Record<string, number>) {
  for (const [name, port] of Object.entries(ports)) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new PortInUseError(
                `Port ${port} (${name}) is already in use. Stop the other process (another \`npm start\`?) or choose other ports with PORT=<n> npm start (the emulators and stand-ins use the six ports above PORT).`,
              )
            : error,
        ),
      );
      probe.listen(port, LOOPBACK, () => probe.close(() => resolve()));
    });
  }
}

export async function waitForPort(port: number, name: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, LOOPBACK);
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `${name} did not start listening on port ${port} within ${timeoutMs / 1000} s; see its log under the data folder's logs/.`,
  );
}

/** A child process whose output goes to `<logDir>/<name>.log`, stopped with the stack. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logDir: string },
): ChildProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  return child;
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
