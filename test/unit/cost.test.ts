import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/contract/routes';
import { estimate, formatEstimate, usd, type Estimate } from '../../infra/cost/estimate';
import { PRICES } from '../../infra/cost/prices';
import { API_FUNCTIONS } from '../../infra/functions';
import { BACKGROUND_FUNCTIONS, resourcesOf, routeFunction } from '../../infra/cost/resources';
import { synthesizedTemplate } from '../../infra/cost/synth';
import { DEFAULT_PROFILE, parseProfile, ProfileError } from '../../infra/cost/usage';
import { cachedTemplate } from '../support/synth-cache';

/** A template shaped like the stack's: the API's functions (infra/functions.ts) and the background functions. */
function template(extra: Record<string, unknown> = {}) {
  const fn = (description: string, env: Record<string, string> = {}) => ({
    Type: 'AWS::Lambda::Function',
    Properties: {
      Description: description,
      MemorySize: 512,
      Architectures: ['arm64'],
      Runtime: 'nodejs22.x',
      LoggingConfig: { LogGroup: { Ref: 'FnLogs' } },
      Environment: {
        Variables: { TABLE_NAME: { Ref: 'Table' }, SES_MAX_SEND_RATE: '14', ANALYTICS_RETENTION_DAYS: '396', ...env },
      },
    },
  });
  const resources: Record<string, unknown> = {
    FnLogs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 90 } },
    AccessLogs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 90 } },
    Api: { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'HTTP' } },
    Stage: {
      Type: 'AWS::ApiGatewayV2::Stage',
      Properties: { AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': ['AccessLogs', 'Arn'] } } },
    },
    Table: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes: [{}],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      },
    },
    LogsBucket: {
      Type: 'AWS::S3::Bucket',
      Properties: { LifecycleConfiguration: { Rules: [{ ExpirationInDays: 365 }] } },
    },
    SiteBucket: { Type: 'AWS::S3::Bucket', Properties: {} },
    EbookBucket: { Type: 'AWS::S3::Bucket', Properties: {} },
    Distribution: {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Logging: { Bucket: { 'Fn::GetAtt': ['LogsBucket', 'RegionalDomainName'] } },
          DefaultCacheBehavior: { FunctionAssociations: [{ EventType: 'viewer-request' }] },
          CacheBehaviors: [{ PathPattern: '/api/*', FunctionAssociations: [{ EventType: 'viewer-request' }] }],
        },
      },
    },
    Pool: { Type: 'AWS::Cognito::UserPool', Properties: { UserPoolTier: 'ESSENTIALS' } },
    MailerLiteSecret: { Type: 'AWS::SecretsManager::Secret', Properties: {} },
    OriginSecret: { Type: 'AWS::SecretsManager::Secret', Properties: {} },
    ConfigSet: { Type: 'AWS::SES::ConfigurationSet', Properties: {} },
    Worker: fn(`${BACKGROUND_FUNCTIONS.bulkEmailWorker} ({ jobId })`),
    SesEvents: fn(`${BACKGROUND_FUNCTIONS.sesEvents} -> suppressed addresses`),
    Scheduler: fn(`${BACKGROUND_FUNCTIONS.campaignScheduler}: starts scheduled campaigns`),
    Deployment: { Type: 'AWS::Lambda::Function', Properties: { Runtime: 'python3.13', MemorySize: 512 } },
    ...extra,
  };
  Object.values(API_FUNCTIONS).forEach(
    ({ description }, i) => (resources[`ApiFunction${i}`] = fn(`${description} (routes)`)),
  );
  return { Resources: resources };
}

const lineOf = (e: Estimate, service: string) => {
  const line = e.lines.find((l) => l.service === service);
  if (!line) throw new Error(`no ${service} line`);
  return line;
};

const SERVICES = [
  'Lambda',
  'API Gateway HTTP API',
  'DynamoDB on demand',
  'S3',
  'CloudFront',
  'SES',
  'Cognito',
  'Secrets Manager',
  'CloudWatch Logs',
  'CloudWatch alarms',
  'SNS and SQS',
  'WAF',
];

describe('npm run cost', () => {
  it('prices the default profile: one line per service and the totals shown in the README', () => {
    const e = estimate(DEFAULT_PROFILE, resourcesOf(template()));
    expect(e.lines.map((l) => l.service)).toEqual(SERVICES);
    // 5,000 × 4 campaign emails + 250 confirmation emails + 175 welcome emails.
    expect(lineOf(e, 'SES').quantity).toBe('20,425 emails');
    expect(lineOf(e, 'SES').usd).toBeCloseTo(2.0425, 6);
    expect(lineOf(e, 'Secrets Manager').usd).toBe(0.8);
    expect(lineOf(e, 'WAF').quantity).toBe('no web ACL in the stack');
    expect([usd(e.total), usd(e.totalAfterFreeTier)]).toEqual(['$4.86', '$3.35']);
    const text = formatEstimate(e, DEFAULT_PROFILE);
    expect(text).toMatch(/list prices as of \d{4}-\d{2}/);
    expect(text).toContain(
      'Profile: 5,000 subscribers, 50,000 pageviews, 4 campaigns, 200 downloads, 250 sign-ups a month',
    );
    expect(text).toMatch(/Total a month\s+\$4\.86\s+\$3\.35/);
    expect(text).toContain('$0.625 / 1M write request unit');
  });

  it('scales with a profile given on the command line', () => {
    const resources = resourcesOf(template());
    const base = estimate(DEFAULT_PROFILE, resources);
    const profile = parseProfile([
      '--',
      '--subscribers',
      '20000',
      '--pageviews=200000',
      '--campaigns',
      '8',
      '--downloads',
      '1000',
    ]);
    expect(profile).toEqual({ subscribers: 20_000, pageviews: 200_000, campaigns: 8, downloads: 1000, signups: 250 });
    const big = estimate(profile, resources);
    expect(lineOf(big, 'SES').usd).toBeCloseTo(((20_000 * 8 + 250 * 1.7) / 1000) * PRICES.sesEmails.usd, 6);
    // Four times the pageviews: four times CloudFront's traffic, still inside its free tier.
    expect(lineOf(big, 'CloudFront').usd / lineOf(base, 'CloudFront').usd).toBeCloseTo(4, 0);
    expect(lineOf(big, 'CloudFront').usdAfterFreeTier).toBe(0);
    expect(lineOf(big, 'Secrets Manager').usd).toBe(lineOf(base, 'Secrets Manager').usd);
    expect(big.total).toBeGreaterThan(base.total * 4);
  });

  it('bills each function by its memory and a web ACL when the template has one', () => {
    const bigger = template({
      Acl: { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}, {}] } },
    });
    for (const r of Object.values(bigger.Resources) as { Type: string; Properties: { MemorySize?: number } }[]) {
      if (r.Type === 'AWS::Lambda::Function') r.Properties.MemorySize = 1024;
    }
    const base = estimate(DEFAULT_PROFILE, resourcesOf(template()));
    const e = estimate(DEFAULT_PROFILE, resourcesOf(bigger));
    const waf = lineOf(e, 'WAF');
    const requests = Number(
      lineOf(e, 'CloudFront')
        .quantity.match(/; ([\d,]+) requests/)![1]!
        .replace(/,/g, ''),
    );
    expect(waf.usd).toBeCloseTo(5 + 3 + (requests / 1e6) * 0.6, 6);
    const gbs = (x: Estimate) =>
      Number(
        lineOf(x, 'Lambda')
          .quantity.match(/([\d,]+) GB-s/)![1]!
          .replace(/,/g, ''),
      );
    expect(gbs(e) / gbs(base)).toBeCloseTo(2, 2);
  });

  it('bills alarms by the metrics they read beyond the 10 free, and the alarm topic and dead-letter queues', () => {
    const alarm = (metrics: number) => ({
      Type: 'AWS::CloudWatch::Alarm',
      Properties: { Metrics: [{ Expression: 'sum' }, ...Array.from({ length: metrics }, () => ({ MetricStat: {} }))] },
    });
    const e = estimate(
      DEFAULT_PROFILE,
      resourcesOf(
        template({
          Sum: alarm(10),
          Bounce: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Reputation.BounceRate' } },
          Complaint: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Reputation.ComplaintRate' } },
          Topic: { Type: 'AWS::SNS::Topic', Properties: {} },
          Queue: { Type: 'AWS::SQS::Queue', Properties: {} },
        }),
      ),
    );
    const alarms = lineOf(e, 'CloudWatch alarms');
    expect(alarms.quantity).toBe('3 alarms reading 12 metrics');
    expect(alarms.usd).toBeCloseTo(1.2, 6);
    expect(alarms.usdAfterFreeTier).toBeCloseTo(0.2, 6);
    expect(lineOf(e, 'SNS and SQS').quantity).toBe('1 topic, 10 alarm emails; 1 dead-letter queues, 30 requests');
    expect(lineOf(e, 'SNS and SQS').usdAfterFreeTier).toBe(0);
  });

  it("bills the custom metric the API's log filters publish beyond the 10 free, once however many log groups count it", () => {
    const filter = (logGroup: string) => ({
      Type: 'AWS::Logs::MetricFilter',
      Properties: {
        LogGroupName: { Ref: logGroup },
        MetricTransformations: [{ MetricNamespace: 'Site', MetricName: 'UnhandledErrors', MetricValue: '1' }],
      },
    });
    const e = estimate(
      DEFAULT_PROFILE,
      resourcesOf(
        template({
          ReaderLines: filter('ReaderLogs'),
          AdminLines: filter('AdminLogs'),
          Unhandled: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'UnhandledErrors' } },
        }),
      ),
    );
    const alarms = lineOf(e, 'CloudWatch alarms');
    expect(alarms.quantity).toBe('1 alarms reading 1 metrics; 1 custom metric from log filters');
    expect(alarms.prices).toContain('$0.30 / custom metric-month');
    expect(alarms.usd).toBeCloseTo(0.1 + 0.3, 6);
    expect(alarms.usdAfterFreeTier).toBe(0);
  });

  // It starts the script in its own process (npx tsx), which takes seconds on a busy machine.
  it('refuses bad arguments with a message naming the option', { timeout: 60_000 }, () => {
    expect(() => parseProfile(['--pageviews', '-5'])).toThrow(ProfileError);
    expect(() => parseProfile(['--pageviews', '-5'])).toThrow(
      '--pageviews must be a whole number from 0 to 1,000,000,000',
    );
    expect(() => parseProfile(['--subscribers=1.5'])).toThrow(/--subscribers must be a whole number/);
    expect(() => parseProfile(['--downloads'])).toThrow('--downloads needs a number');
    expect(() => parseProfile(['--visitors', '10'])).toThrow(
      /Unknown option "--visitors"\. Options: --subscribers, --pageviews/,
    );
    // The script itself: exit code 2 and the message, before any synth.
    const run = spawnSync('npx', ['tsx', 'infra/cost/main.ts', '--campaigns', 'weekly'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      '--campaigns must be a whole number from 0 to 1,000,000,000 (bulk emails to the whole list a month), not "weekly".',
    );
  });

  it(
    'reads the synthesized stack: a function serving every route, the table, the pool, the secret',
    { timeout: 120_000 },
    () => {
      // Synthesized once per change of the stack's inputs (.cache/synth/), not at every run.
      const resources = resourcesOf(cachedTemplate('cost: synthesizedTemplate()', synthesizedTemplate));
      for (const route of routeList) expect(routeFunction(resources, route).memoryMb).toBeGreaterThan(0);
      expect(resources.functions).toHaveLength(
        Object.keys(API_FUNCTIONS).length + Object.keys(BACKGROUND_FUNCTIONS).length,
      );
      expect(resources.tables).toEqual([expect.objectContaining({ onDemand: true })]);
      expect(resources.userPoolTiers).toHaveLength(1);
      expect(resources.secrets).toBeGreaterThan(0);
      expect(resources.alarms.count).toBeGreaterThan(0);
      expect([resources.snsTopics, resources.sqsQueues]).toEqual([1, 2]);
      // Two log-filter metrics, each one however many log groups count it: the API's unhandled errors and the emails the site-wide ceiling held.
      expect(resources.customMetrics).toBe(2);
      const e = estimate(DEFAULT_PROFILE, resources);
      expect(e.lines.map((l) => l.service)).toEqual(SERVICES);
      // The README's "What it costs" shows these: a stack change that moves them updates it too.
      expect([usd(e.total), usd(e.totalAfterFreeTier)]).toEqual(['$7.66', '$4.54']);
    },
  );
});
