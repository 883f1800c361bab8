import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { bundlePath, type BackgroundFunctionName, type BundledFunctionName } from '../functions';
import { asBackgroundFunction } from './iam-policies';

// The handler's own types are the bundle's (Lambda's event and result); callers know which they call.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BundledHandler = (event: any, context: unknown) => Promise<any>;

const loaded = new Map<string, { mtimeMs: number; handler: Promise<BundledHandler> }>();

/**
 * A function's handler as Lambda runs it: the `handler` of its built bundle
 * (`.build/functions/<name>/index.mjs`, infra/build-functions.ts), imported again when a rebuild
 * (`npm start` rebuilds on every change) has changed it. The local server, the local stack's
 * background work and the integration tests all reach the functions through here, so no handler
 * TypeScript runs locally at request time and a bundling mistake fails locally first.
 */
export async function bundledHandler(name: BundledFunctionName): Promise<BundledHandler> {
  const file = bundlePath(name);
  const { mtimeMs } = await stat(file).catch(() => {
    throw new Error(`No function bundle at ${file}: build the functions first (npm run build).`);
  });
  if (loaded.get(file)?.mtimeMs !== mtimeMs) {
    const url = `${pathToFileURL(file).href}?${mtimeMs}`;
    loaded.set(file, { mtimeMs, handler: import(url).then((m: { handler: BundledHandler }) => m.handler) });
  }
  return loaded.get(file)!.handler;
}

/**
 * A background function (the SES events, the scheduler) called as EventBridge calls it: its
 * bundle's handler, run as that function (its AWS calls checked against its IAM policy, local IAM).
 */
export const backgroundFunction =
  (name: BackgroundFunctionName) =>
  async (event: unknown): Promise<unknown> => {
    const handler = await bundledHandler(name);
    return asBackgroundFunction(name, () => handler(event, {}));
  };
