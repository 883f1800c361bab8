/**
 * One vitest worker's stack in a process of its own (`fork`ed by global-setup.ts with the worker's
 * number): the local server runs the function bundles in-process, and they read their endpoints
 * from this process's environment, so each stack needs its own process. It reports its user pool
 * once it serves, and stops when told to or when the test run that started it goes away.
 */
import { rmSync } from 'node:fs';
import { startLocalStack } from '../../infra/local/stack';
import { testSettingsFor } from './stack-settings';

const settings = testSettingsFor(Number(process.argv[2]));
rmSync(settings.dataDir, { recursive: true, force: true });
try {
  // global-setup.ts built the bundles once for every worker's stack.
  const stack = await startLocalStack(settings, { functions: 'built' });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    // A connection a cut-short test left open keeps the server from closing: exit anyway (the
    // emulators' exit hook takes the Java and Cognito processes along).
    setTimeout(() => process.exit(0), 10_000).unref();
    return (stopping ??= stack.stop().finally(() => process.exit(0)));
  };
  process.on('message', (message) => message === 'stop' && void stop());
  process.once('disconnect', () => void stop());
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  process.send!({ cognito: { ...stack.cognito, issuer: stack.issuer } });
} catch (error) {
  process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
