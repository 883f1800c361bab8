import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';
import { testSettings } from './stack-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    cognito: { userPoolId: string; userPoolClientId: string; issuer: string };
  }
}

/** Starts the emulators and the local server once for every integration test file. */
export default async function setup(project: TestProject) {
  rmSync(testSettings.dataDir, { recursive: true, force: true });
  const stack = await startLocalStack(testSettings);
  project.provide('cognito', { ...stack.cognito, issuer: stack.issuer });
  return () => stack.stop();
}
