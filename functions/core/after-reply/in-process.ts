/**
 * The after-reply work running in this process (local only: in the cloud it runs in its own
 * invocation), shared by every copy of this module in it: each built bundle has one, and the local
 * server asks from its own.
 */
const running = ((globalThis as Record<symbol, unknown>)[Symbol.for('author-site.in-process-after-reply')] ??=
  new Set()) as Set<Promise<unknown>>;

/** Keeps `run` among the running work until it ends. */
export function track(run: Promise<unknown>): void {
  running.add(run);
  void run.finally(() => running.delete(run));
}

/** For tests and the local server: resolves when all the after-reply work started in this process has ended. */
export async function afterReplySettled(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
