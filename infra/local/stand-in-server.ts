import type { Server } from 'node:http';
import { LOOPBACK } from './settings';

/** A stand-in's server listening on 127.0.0.1 only (a taken port fails the start), and how to stop it. */
export async function listenOnLoopback(server: Server, port: number): Promise<{ stop(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
