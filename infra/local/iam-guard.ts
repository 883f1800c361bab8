/**
 * Local IAM: each function's AWS clients refuse any call its synthesized IAM policy does not allow,
 * as IAM does in the cloud (and LocalStack Pro does locally), so a handler that needs a grant its
 * function lacks fails here first, not after a deploy.
 *
 * - The policies come from the synthesized template (`functionPolicies`): the statements of every
 *   policy attached to each function's role, their resources resolved to the local names.
 * - The clients the handlers build (functions/lib/deps.ts) are handed to a hook registered under a
 *   global symbol (`installIamGuard`), which adds a middleware mapping each command to its IAM action
 *   and resources (`iamChecks`) and throws AccessDenied when no statement of the running function allows it.
 * - Which function runs is known per call: the local server (and the tests) run each handler inside
 *   `runAsFunction(policy, ...)`; a call outside any function (seeding, test setup) is not checked.
 *
 * Checked: DynamoDB, S3 (including presigned GETs), SES v2 and Secrets Manager (her keys' secrets), the services the handlers call. Conditions
 * of statements are not evaluated (the stack's function policies have none).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteDef } from '../../functions/contract/define-route';
import { API_FUNCTIONS, functionOf } from '../functions';

/** One statement of a function's policy, resources resolved to ARNs (`*` and `?` wildcards kept). */
export interface Statement {
  effect: 'Allow' | 'Deny';
  actions: string[];
  resources: string[];
}

/** A function's name (for messages) and its policy. */
export interface FunctionPolicy {
  name: string;
  statements: Statement[];
}

/** One IAM authorization a call needs: an action on a resource. */
export interface IamCheck {
  action: string;
  resource: string;
}

/** The partition, region and account ARNs are built with (those the template was synthesized for). */
export interface ArnContext {
  region: string;
  account: string;
}

type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Commands → IAM actions and resources

const S3_ACTIONS: Record<string, string> = {
  HeadObject: 's3:GetObject',
  GetObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  CreateMultipartUpload: 's3:PutObject',
  UploadPart: 's3:PutObject',
  CompleteMultipartUpload: 's3:PutObject',
  DeleteObjects: 's3:DeleteObject',
  ListObjectsV2: 's3:ListBucket',
  ListObjects: 's3:ListBucket',
  HeadBucket: 's3:ListBucket',
  ListObjectVersions: 's3:ListBucketVersions',
};

const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

/** The IAM authorizations one SDK command needs (as the service's authorization documents them); empty for a service not checked. */
export function iamChecks(clientName: string, commandName: string, input: Json, ctx: ArnContext): IamCheck[] {
  const command = commandName.replace(/Command$/, '');
  if (clientName === 'DynamoDBClient') {
    const table = (name: unknown) => `arn:aws:dynamodb:${ctx.region}:${ctx.account}:table/${String(name)}`;
    if (command === 'TransactWriteItems' || command === 'TransactGetItems') {
      return ((input.TransactItems ?? []) as Json[]).flatMap((item) =>
        Object.entries(item).map(([kind, op]) => ({
          action: `dynamodb:${TRANSACT_ACTIONS[kind] ?? kind}`,
          resource: table((op as Json).TableName),
        })),
      );
    }
    if (command === 'BatchWriteItem' || command === 'BatchGetItem') {
      return Object.keys((input.RequestItems ?? {}) as Json).map((name) => ({
        action: `dynamodb:${command}`,
        resource: table(name),
      }));
    }
    const index = input.IndexName ? `/index/${String(input.IndexName)}` : '';
    return [{ action: `dynamodb:${command}`, resource: `${table(input.TableName)}${index}` }];
  }
  if (clientName === 'S3Client') {
    const object = (bucket: unknown, key: unknown) => `arn:aws:s3:::${String(bucket)}/${String(key)}`;
    if (command === 'CopyObject') {
      const source = decodeURIComponent(String(input.CopySource ?? ''))
        .replace(/^\//, '')
        .replace(/\?.*$/, '');
      return [
        { action: 's3:GetObject', resource: `arn:aws:s3:::${source}` },
        { action: 's3:PutObject', resource: object(input.Bucket, input.Key) },
      ];
    }
    const action = S3_ACTIONS[command] ?? `s3:${command}`;
    if (command === 'DeleteObjects') {
      const keys = (((input.Delete as Json | undefined)?.Objects ?? []) as Json[]).map((o) => o.Key);
      return keys.map((key) => ({ action, resource: object(input.Bucket, key) }));
    }
    return [
      {
        action,
        resource: input.Key === undefined ? `arn:aws:s3:::${String(input.Bucket)}` : object(input.Bucket, input.Key),
      },
    ];
  }
  if (clientName === 'SESv2Client') {
    const ses = (resource: string) => `arn:aws:ses:${ctx.region}:${ctx.account}:${resource}`;
    const action = `ses:${command}`;
    if (command !== 'SendEmail' && command !== 'SendBulkEmail') return [{ action, resource: '*' }];
    // SES authorizes a send on the sender's identity (its domain here) and on the configuration set named.
    const from =
      /<([^<>]+)>\s*$/.exec(String(input.FromEmailAddress ?? ''))?.[1] ?? String(input.FromEmailAddress ?? '');
    const checks = [{ action, resource: ses(`identity/${from.split('@')[1] ?? from}`) }];
    if (input.ConfigurationSetName)
      checks.push({ action, resource: ses(`configuration-set/${String(input.ConfigurationSetName)}`) });
    return checks;
  }
  if (clientName === 'SecretsManagerClient') {
    // Each authorized on the secret asked for; the functions name theirs by ARN (env *_SECRET_ARN).
    return [{ action: `secretsmanager:${command}`, resource: String(input.SecretId) }];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** Each policy's globs, compiled once: every AWS call of every handler is checked against them. */
const compiled = new Map<string, RegExp>();
const pattern = (glob: string, flags = '') => {
  const key = `${flags}/${glob}`;
  let found = compiled.get(key);
  if (!found) {
    found = new RegExp(
      `^${glob
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
      flags,
    );
    compiled.set(key, found);
  }
  return found;
};

/** IAM's answer: an explicit Deny wins, then any Allow; nothing matching is an implicit deny. Actions are case-insensitive. */
export function isAllowed(policy: FunctionPolicy, check: IamCheck): boolean {
  const matches = (st: Statement) =>
    st.actions.some((a) => pattern(a, 'i').test(check.action)) &&
    st.resources.some((r) => pattern(r).test(check.resource));
  if (policy.statements.some((st) => st.effect === 'Deny' && matches(st))) return false;
  return policy.statements.some((st) => st.effect === 'Allow' && matches(st));
}

/** What AWS answers a call its policy does not allow (the SDK's error shape: name, 403). */
export class LocalAccessDenied extends Error {
  readonly $metadata = { httpStatusCode: 403 };
  readonly $fault = 'client';
  constructor(policy: FunctionPolicy, check: IamCheck, clientName: string) {
    super(
      `User: arn:aws:sts::local:assumed-role/${policy.name} is not authorized to perform: ${check.action} on resource: ${check.resource} ` +
        'because no identity-based policy allows it (local IAM: infra/local/iam-guard.ts, the policy synthesized for this function)',
    );
    this.name = clientName === 'S3Client' ? 'AccessDenied' : 'AccessDeniedException';
  }
}

// ---------------------------------------------------------------------------------------------
// Which function runs, and the clients' middleware

const running = new AsyncLocalStorage<FunctionPolicy>();
/** Every refusal since start, newest last (tests read it; the server also logs each one). */
export const refusals: { function: string; check: IamCheck }[] = [];

/** Runs `fn` as the function `policy` belongs to: its AWS calls are checked against that policy. */
export function runAsFunction<T>(policy: FunctionPolicy, fn: () => T): T {
  return running.run(policy, fn);
}

/** The function the current call runs as, if any. */
export function currentFunction(): FunctionPolicy | undefined {
  return running.getStore();
}

interface GuardedClient {
  config?: unknown;
  middlewareStack: {
    add: (middleware: never, options: { step: 'initialize'; name: string; override?: boolean }) => void;
  };
}

/** The global hook functions/lib/deps.ts hands each AWS client it builds to (never set in the cloud). */
export const AWS_CLIENT_HOOK = Symbol.for('author-site.local-aws-client-hook');

/**
 * What the policies (kept in a file, infra/local/iam-policies.ts) write for the function's own
 * table, ebook bucket and SES configuration sets: a function may use those it is configured with
 * (TABLE_NAME, EBOOK_BUCKET, SES_*CONFIGURATION_SET), which a test may point elsewhere
 * (`overrideDeps`), as a deploy with other names would. Bound to the names of the moment at each call.
 */
export const OWN_RESOURCE_TOKENS = {
  tableName: '<own-table>',
  ebookBucket: '<own-ebook-bucket>',
  mediaBucket: '<own-media-bucket>',
  siteBucket: '<own-site-bucket>',
  configurationSet: '<own-configuration-set>',
  engagementConfigurationSet: '<own-engagement-configuration-set>',
} as const;
/** The function's own resources; a configuration set it is not configured with is left out. */
export type OwnResources = { tableName: string; ebookBucket: string } & Partial<
  Record<'mediaBucket' | 'siteBucket' | 'configurationSet' | 'engagementConfigurationSet', string>
>;

/** `policy` with its own-resource tokens replaced by the names `own` gives (one it leaves out matches no call). */
export function boundTo(policy: FunctionPolicy, own: OwnResources): FunctionPolicy {
  const tokens = Object.entries(OWN_RESOURCE_TOKENS) as [keyof OwnResources, string][];
  const bind = (resource: string) =>
    tokens.reduce((bound, [name, token]) => bound.replaceAll(token, own[name] ?? ''), resource);
  return { ...policy, statements: policy.statements.map((st) => ({ ...st, resources: st.resources.map(bind) })) };
}

/** Adds the check to one client; `own` names the function's own resources at the moment of a call. */
export function guardClient(client: GuardedClient, ctx: ArnContext, own: () => OwnResources): void {
  const middleware =
    (next: (args: { input: Json }) => Promise<unknown>, context: { clientName?: string; commandName?: string }) =>
    async (args: { input: Json }) => {
      const runningAs = running.getStore();
      const policy = runningAs && boundTo(runningAs, own());
      if (policy) {
        for (const check of iamChecks(context.clientName ?? '', context.commandName ?? '', args.input, ctx)) {
          if (isAllowed(policy, check)) continue;
          refusals.push({ function: policy.name, check });
          console.error(`Local IAM refused ${check.action} on ${check.resource} to ${policy.name}`);
          throw new LocalAccessDenied(policy, check, context.clientName ?? '');
        }
      }
      return next(args);
    };
  client.middlewareStack.add(middleware as never, { step: 'initialize', name: 'localIamGuard', override: true });
}

/** The global hook `asLocalFunction` (functions/lib/deps.ts) runs a background function's work through. */
export const RUN_AS_FUNCTION_HOOK = Symbol.for('author-site.local-run-as-function');

/**
 * From now on, every AWS client functions/lib/deps.ts builds in this process is guarded, and a
 * background function's work run here (`asLocalFunction`) runs as that function.
 */
export function installIamGuard(
  ctx: ArnContext,
  own: () => OwnResources,
  backgroundPolicy: (name: string) => FunctionPolicy,
): void {
  (globalThis as Record<symbol, unknown>)[AWS_CLIENT_HOOK] = (client: GuardedClient) => guardClient(client, ctx, own);
  (globalThis as Record<symbol, unknown>)[RUN_AS_FUNCTION_HOOK] = <T>(name: string, call: () => T) =>
    runAsFunction(backgroundPolicy(name), call);
}

// ---------------------------------------------------------------------------------------------
// Policies from the synthesized template

interface Resource {
  Type: string;
  Properties?: Json;
}

/** Local names of the template's resources, by type (and logical id for buckets). */
export interface LocalNames {
  tableName: string;
  ebookBucket: string;
  mediaBucket: string;
  siteBucket: string;
  configurationSet: string;
  engagementConfigurationSet: string;
  /** The local sender's domain: the template's SES identity stands for it. */
  mailDomain: string;
  /** The local ARNs of her keys' secrets (the template's MailerLite and Stripe secrets stand for them). */
  secrets: { mailerliteApiKey: string; stripeSecretKey: string; stripeWebhookSecret: string };
}

/**
 * A CloudFormation value as the local ARN it stands for: Ref/GetAtt of the table, the ebook bucket
 * and the SES identity become the local ones; pseudo parameters the context's; anything else a name
 * that matches no local resource.
 */
function resolver(template: { Resources?: Json }, ctx: ArnContext, names: LocalNames) {
  const resources = (template.Resources ?? {}) as Record<string, Resource>;
  const local = (id: string, attribute?: string): string => {
    if (id === 'AWS::Partition') return 'aws';
    if (id === 'AWS::Region') return ctx.region;
    if (id === 'AWS::AccountId') return ctx.account;
    if (id === 'AWS::URLSuffix') return 'amazonaws.com';
    const type = resources[id]?.Type;
    if (type === 'AWS::DynamoDB::Table')
      return attribute ? `arn:aws:dynamodb:${ctx.region}:${ctx.account}:table/${names.tableName}` : names.tableName;
    if (type === 'AWS::S3::Bucket') {
      const bucket = id.includes('Ebook')
        ? names.ebookBucket
        : id.includes('MediaBucket')
          ? names.mediaBucket
          : id.includes('SiteBucket')
            ? names.siteBucket
            : `not-local-${id}`;
      return attribute ? `arn:aws:s3:::${bucket}` : bucket;
    }
    if (type === 'AWS::SES::EmailIdentity') return names.mailDomain;
    // A secret's Ref is its ARN.
    if (type === 'AWS::SecretsManager::Secret') {
      if (id.includes('MailerLiteApiKey')) return names.secrets.mailerliteApiKey;
      if (id.includes('StripeSecretKey')) return names.secrets.stripeSecretKey;
      if (id.includes('StripeWebhookSecret')) return names.secrets.stripeWebhookSecret;
    }
    if (type === 'AWS::SES::ConfigurationSet')
      return id.includes('Engagement') ? names.engagementConfigurationSet : names.configurationSet;
    return `not-local-${id}${attribute ? `.${attribute}` : ''}`;
  };
  const resolve = (value: unknown): string => {
    if (typeof value === 'string') return value;
    const v = value as Json;
    if (typeof v.Ref === 'string') return local(v.Ref);
    if (Array.isArray(v['Fn::GetAtt'])) return local(String(v['Fn::GetAtt'][0]), String(v['Fn::GetAtt'][1]));
    if (Array.isArray(v['Fn::Join'])) {
      const [separator, parts] = v['Fn::Join'] as [string, unknown[]];
      return parts.map(resolve).join(separator);
    }
    return `not-local-${JSON.stringify(value)}`;
  };
  return resolve;
}

/** The ARN an SES identity resource of the template stands for, when the template names it by domain. */
function localSesArn(arn: string, template: { Resources?: Json }, names: LocalNames): string {
  // `identity/<the synthesized mail domain>` is the local sender's domain.
  const identities = Object.values((template.Resources ?? {}) as Record<string, Resource>)
    .filter((r) => r.Type === 'AWS::SES::EmailIdentity')
    .map((r) => String(r.Properties?.EmailIdentity ?? ''));
  return identities.reduce(
    (a, domain) => (domain ? a.replace(`:identity/${domain}`, `:identity/${names.mailDomain}`) : a),
    arn,
  );
}

/**
 * Each project function's policy, by logical id: every statement of the policies attached to its
 * role (the role's default policy and separate ones), resources as local ARNs.
 */
export function functionPolicies(
  template: { Resources?: Json },
  ctx: ArnContext,
  names: LocalNames,
): Map<string, FunctionPolicy & { description: string }> {
  const resources = (template.Resources ?? {}) as Record<string, Resource>;
  const resolve = resolver(template, ctx, names);
  const statementsOf = (document: unknown): Statement[] =>
    (((document as Json | undefined)?.Statement ?? []) as Json[]).map((st) => ({
      effect: st.Effect === 'Deny' ? 'Deny' : 'Allow',
      actions: [st.Action].flat().map(String),
      resources: [st.Resource].flat().map((r) => localSesArn(resolve(r), template, names)),
    }));
  const byRole = new Map<string, Statement[]>();
  for (const [id, r] of Object.entries(resources)) {
    if (r.Type === 'AWS::IAM::Role') {
      byRole.set(id, [
        ...(byRole.get(id) ?? []),
        ...((r.Properties?.Policies ?? []) as Json[]).flatMap((p) => statementsOf(p.PolicyDocument)),
      ]);
    }
  }
  for (const r of Object.values(resources)) {
    if (r.Type !== 'AWS::IAM::Policy') continue;
    for (const role of (r.Properties?.Roles ?? []) as Json[]) {
      const roleId = String(role.Ref);
      byRole.set(roleId, [...(byRole.get(roleId) ?? []), ...statementsOf(r.Properties?.PolicyDocument)]);
    }
  }
  const policies = new Map<string, FunctionPolicy & { description: string }>();
  for (const [id, r] of Object.entries(resources)) {
    if (r.Type !== 'AWS::Lambda::Function') continue;
    const roleId = String(((r.Properties?.Role as Json | undefined)?.['Fn::GetAtt'] as string[] | undefined)?.[0]);
    policies.set(id, {
      name: id,
      description: String(r.Properties?.Description ?? ''),
      statements: byRole.get(roleId) ?? [],
    });
  }
  return policies;
}

/**
 * The policy of the function that serves a route. Today each route is its own function, which the
 * stack describes as `METHOD /path` (infra/constructs/api.ts); when routes share functions, this is
 * the one place that finds a route's function.
 */
export function policyForRoute(
  policies: Map<string, FunctionPolicy & { description: string }>,
  route: Pick<RouteDef, 'access' | 'method' | 'path'>,
): FunctionPolicy {
  // The function that serves the route (infra/functions.ts): its description opens with the function's.
  const described = API_FUNCTIONS[functionOf(route)].description;
  const found = [...policies.values()].find((p) => p.description.startsWith(described));
  if (!found)
    throw new Error(
      `The template has no function for ${route.method} ${route.path}: the local IAM guard and the stack have drifted apart.`,
    );
  return found;
}
