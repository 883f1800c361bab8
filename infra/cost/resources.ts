import type { RouteDef } from '../../functions/contract/define-route';
import { MEDIA_PATH_PREFIX } from '../../functions/contract/images';
import { API_FUNCTIONS, functionOf } from '../functions';

/**
 * What the bill depends on, read from the synthesized CloudFormation template (pure: template in,
 * figures out), so the estimate follows the stack: another function, a bigger memory size, a
 * longer log retention or a WAF web ACL change the figures without touching the cost code.
 */
export interface LambdaFunction {
  description: string;
  memoryMb: number;
  architecture: 'arm64' | 'x86_64';
  /** Retention of the log group the function writes to (undefined: kept forever). */
  logRetentionDays: number | undefined;
  environment: Record<string, string>;
}

export interface StackResources {
  functions: LambdaFunction[];
  httpApis: number;
  /** The HTTP API stage's access log group retention; null without access logs. */
  accessLogRetentionDays: number | null | undefined;
  tables: { onDemand: boolean; globalIndexes: number; pointInTimeRecovery: boolean }[];
  buckets: number;
  /** Days the CloudFront log bucket keeps objects (its lifecycle expiration); null without CloudFront logs. */
  cloudFrontLogDays: number | null | undefined;
  distributions: number;
  /** CloudFront Functions run on viewer requests: true when every behaviour has one. */
  viewerFunctionOnEveryBehaviour: boolean;
  /** Each user pool's feature plan (UserPoolTier): LITE, ESSENTIALS or PLUS. */
  userPoolTiers: string[];
  secrets: number;
  webAcls: { rules: number }[];
  sesConfigurationSets: number;
  /** CloudWatch alarms, and the metrics they read (what alarms are billed by). */
  alarms: { count: number; metrics: number };
  /** Custom metrics the log groups' metric filters publish (one per namespace and name, billed by the month). */
  customMetrics: number;
  snsTopics: number;
  sqsQueues: number;
}

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties?: Json;
}

const refOf = (value: unknown): string | undefined => {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | undefined;
  return v?.Ref ?? v?.['Fn::GetAtt']?.[0];
};

/** Reads the bill's inputs from a template (`Template.fromStack(stack).toJSON()` or cdk.out/*.template.json). */
export function resourcesOf(template: { Resources?: Record<string, unknown> }): StackResources {
  const all = Object.entries((template.Resources ?? {}) as Record<string, Resource>);
  const ofType = (type: string) =>
    all.filter(([, r]) => r.Type === type).map(([id, r]) => [id, r.Properties ?? {}] as const);
  const byId = new Map(all.map(([id, r]) => [id, r.Properties ?? {}]));
  const retentionOf = (logGroupId: string | undefined) =>
    logGroupId === undefined ? undefined : (byId.get(logGroupId)?.RetentionInDays as number | undefined);

  const functions = ofType('AWS::Lambda::Function')
    // CDK's BucketDeployment (Python) and its Trigger's provider run only during a deploy: no monthly usage.
    .filter(([id, p]) => String(p.Runtime ?? '').startsWith('nodejs') && !id.startsWith('AWSCDKTrigger'))
    .map(([, p]) => {
      const variables = ((p.Environment as Json | undefined)?.Variables ?? {}) as Record<string, unknown>;
      return {
        description: String(p.Description ?? ''),
        memoryMb: Number(p.MemorySize ?? 128),
        architecture: ((p.Architectures as string[] | undefined)?.[0] ?? 'x86_64') as LambdaFunction['architecture'],
        logRetentionDays: retentionOf(refOf((p.LoggingConfig as Json | undefined)?.LogGroup)),
        environment: Object.fromEntries(Object.entries(variables).filter(([, v]) => typeof v === 'string')) as Record<
          string,
          string
        >,
      };
    });

  const stage = ofType('AWS::ApiGatewayV2::Stage')[0]?.[1];
  const accessLogs = stage?.AccessLogSettings as Json | undefined;

  const distributions = ofType('AWS::CloudFront::Distribution').map(([, p]) => p.DistributionConfig as Json);
  const logging = distributions[0]?.Logging as Json | undefined;
  const logBucket = byId.get(refOf(logging?.Bucket) ?? '');
  const expirations = (((logBucket?.LifecycleConfiguration as Json | undefined)?.Rules ?? []) as Json[])
    .map((rule) => rule.ExpirationInDays)
    .filter((days): days is number => typeof days === 'number');
  const behaviours = distributions.flatMap((d) => [
    d.DefaultCacheBehavior as Json,
    ...((d.CacheBehaviors ?? []) as Json[]),
  ]);

  return {
    functions,
    httpApis: ofType('AWS::ApiGatewayV2::Api').filter(([, p]) => p.ProtocolType === 'HTTP').length,
    accessLogRetentionDays: accessLogs ? retentionOf(refOf(accessLogs.DestinationArn)) : null,
    tables: ofType('AWS::DynamoDB::Table').map(([, p]) => ({
      onDemand: p.BillingMode === 'PAY_PER_REQUEST',
      globalIndexes: ((p.GlobalSecondaryIndexes ?? []) as unknown[]).length,
      pointInTimeRecovery: Boolean(
        (p.PointInTimeRecoverySpecification as Json | undefined)?.PointInTimeRecoveryEnabled,
      ),
    })),
    buckets: ofType('AWS::S3::Bucket').length,
    cloudFrontLogDays: logging ? (expirations.length ? Math.min(...expirations) : undefined) : null,
    distributions: distributions.length,
    // Her pictures (/media/*) run no function, and the profile counts no request for them: every
    // other behaviour is what the profile's pageviews and calls reach.
    viewerFunctionOnEveryBehaviour:
      behaviours.length > 0 &&
      behaviours
        .filter((b) => b.PathPattern !== `${MEDIA_PATH_PREFIX}*`)
        .every((b) => ((b.FunctionAssociations ?? []) as Json[]).some((f) => f.EventType === 'viewer-request')),
    userPoolTiers: ofType('AWS::Cognito::UserPool').map(([, p]) => String(p.UserPoolTier ?? 'ESSENTIALS')),
    secrets: ofType('AWS::SecretsManager::Secret').length,
    webAcls: ofType('AWS::WAFv2::WebACL').map(([, p]) => ({ rules: ((p.Rules ?? []) as unknown[]).length })),
    sesConfigurationSets: ofType('AWS::SES::ConfigurationSet').length,
    alarms: {
      count: ofType('AWS::CloudWatch::Alarm').length,
      metrics: ofType('AWS::CloudWatch::Alarm').reduce(
        (sum, [, p]) => sum + (p.Metrics ? (p.Metrics as Json[]).filter((m) => m.MetricStat).length : 1),
        0,
      ),
    },
    customMetrics: new Set(
      ofType('AWS::Logs::MetricFilter').flatMap(([, p]) =>
        ((p.MetricTransformations ?? []) as Json[]).map((t) => `${String(t.MetricNamespace)}/${String(t.MetricName)}`),
      ),
    ).size,
    snsTopics: ofType('AWS::SNS::Topic').length,
    sqsQueues: ofType('AWS::SQS::Queue').length,
  };
}

/** The function that serves an API route (infra/functions.ts), by the start of its description. */
export function routeFunction(resources: StackResources, route: Pick<RouteDef, 'access'>): LambdaFunction {
  const start = API_FUNCTIONS[functionOf(route)].description;
  return functionDescribed(resources, start, (d) => d.startsWith(start));
}

/** The background functions, by the start of their description (infra/constructs/background.ts). */
export const BACKGROUND_FUNCTIONS = {
  bulkEmailWorker: 'Bulk download email worker',
  sesEvents: 'SES bounce, complaint and delivery events',
  campaignScheduler: 'Campaign scheduler',
  publisher: 'Publisher',
} as const;

export function backgroundFunction(resources: StackResources, name: keyof typeof BACKGROUND_FUNCTIONS): LambdaFunction {
  const start = BACKGROUND_FUNCTIONS[name];
  return functionDescribed(resources, start, (d) => d.startsWith(start));
}

function functionDescribed(
  resources: StackResources,
  what: string,
  matches: (description: string) => boolean,
): LambdaFunction {
  const fn = resources.functions.find((f) => matches(f.description));
  if (!fn)
    throw new Error(
      `The template has no Lambda function for "${what}": the cost model and the stack have drifted apart.`,
    );
  return fn;
}
