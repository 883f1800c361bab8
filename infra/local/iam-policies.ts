import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  currentFunction,
  functionPolicies,
  installIamGuard,
  OWN_RESOURCE_TOKENS,
  policyForRoute,
  runAsFunction,
  type ArnContext,
  type FunctionPolicy,
  type LocalNames,
  type OwnResources,
} from './iam-guard';
import { LOCAL_ACCOUNT, LOCAL_SECRET_ARNS, type LocalSettings } from './settings';
import type { RouteDef } from '../../functions/contract/define-route';
import type { BackgroundFunctionName } from '../functions';

/** What decides a route's function (infra/functions.ts), and names it in errors. */
type RouteOf = Pick<RouteDef, 'access' | 'method' | 'path'>;

type Policies = Map<string, FunctionPolicy & { description: string }>;

/** What the stack's policies are made from: the infra code and the route table (its grants). */
const SOURCES = ['infra', 'functions/contract'];

function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts')) hash.update(file).update(readFileSync(file));
    }
  };
  for (const dir of SOURCES) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

export function localArnContext(settings: LocalSettings): ArnContext {
  return { region: settings.region, account: LOCAL_ACCOUNT };
}

/** The names the kept policies are written with: the function's own resources as tokens (`boundTo`). */
function localNames(settings: LocalSettings): LocalNames {
  return { ...OWN_RESOURCE_TOKENS, mailDomain: settings.mailFrom.split('@')[1] ?? '', secrets: LOCAL_SECRET_ARNS };
}

/**
 * The stack as synthesized for the local names (no bundling, a stand-in frontend): its functions'
 * policies, kept in a file per version of the infra code and route table, so a run after no change
 * reads the file instead of synthesizing again.
 */
export async function localIamPolicies(settings: LocalSettings): Promise<Policies> {
  const file = path.join(tmpdir(), `author-site-iam-${sourceHash()}-${settings.region}.json`);
  if (!existsSync(file)) {
    const [{ App }, { Template }, { SiteStack }] = await Promise.all([
      import('aws-cdk-lib'),
      import('aws-cdk-lib/assertions'),
      import('../stack'),
    ]);
    const frontendDir = mkdtempSync(path.join(tmpdir(), 'author-site-iam-frontend-'));
    writeFileSync(path.join(frontendDir, 'index.html'), '<!doctype html><title>local</title>');
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new SiteStack(app, 'Local', {
      env: localArnContext(settings),
      frontendDir,
      mailDomain: localNames(settings).mailDomain,
      mailFrom: settings.mailFrom,
      alarmAddress: settings.admin.email,
    });
    const policies = functionPolicies(
      Template.fromStack(stack).toJSON(),
      localArnContext(settings),
      localNames(settings),
    );
    // Whole or not at all: processes that start side by side (the test workers' stacks) may read it.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify([...policies]));
    renameSync(temporary, file);
  }
  return new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, FunctionPolicy & { description: string }][]);
}

let routePolicy: ((route: RouteOf) => FunctionPolicy) | undefined;
let backgroundPolicyOf: ((name: string) => FunctionPolicy) | undefined;

/** The policy of a background function (`bulkEmailWorker`: its logical id holds the name, capitalized). */
function backgroundPolicy(policies: Policies, name: string): FunctionPolicy {
  const id = `Background${name[0]!.toUpperCase()}${name.slice(1)}Fn`;
  const found = [...policies.values()].find((policy) => policy.name.startsWith(id));
  if (!found)
    throw new Error(`The template has no function ${id}…: the local IAM guard and the stack have drifted apart.`);
  return found;
}

/** Local IAM is on unless LOCAL_IAM=off (for a quick look at a handler without its grants). */
export const localIamOn = () => process.env.LOCAL_IAM !== 'off';

/**
 * Turns local IAM on in this process (`npm start`, the integration tests): every AWS client
 * functions/lib/deps.ts builds from now on is guarded, and `asRouteFunction` runs a route's handler
 * as its function.
 */
export async function enforceLocalIam(
  settings: LocalSettings,
  // The local stack sends with no configuration set.
  own: () => OwnResources = () => ({
    tableName: settings.tableName,
    ebookBucket: settings.ebookBucket,
    mediaBucket: settings.mediaBucket,
    siteBucket: settings.siteBucket,
  }),
): Promise<void> {
  const policies = await localIamPolicies(settings);
  backgroundPolicyOf = (name) => backgroundPolicy(policies, name);
  installIamGuard(localArnContext(settings), own, backgroundPolicyOf);
  routePolicy = (route) => policyForRoute(policies, route);
}

/**
 * Runs a route's handler as the function that serves the route, once local IAM is on (a call that
 * already runs as a function, such as a test's policy with a grant removed, keeps it).
 */
export function asRouteFunction<T>(route: RouteOf, call: () => T): T {
  if (!routePolicy || currentFunction()) return call();
  return runAsFunction(routePolicy(route), call);
}

/** Runs a background function's handler (the SES events, the scheduler) as that function, once local IAM is on. */
export function asBackgroundFunction<T>(name: BackgroundFunctionName, call: () => T): T {
  if (!backgroundPolicyOf || currentFunction()) return call();
  return runAsFunction(backgroundPolicyOf(name), call);
}
