/* eslint-disable @typescript-eslint/no-explicit-any -- the synthesized CloudFormation template is untyped JSON */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNHANDLED_ERROR_LINE } from '../../functions/lib/log';
import { Alerts, projectFunctions, UNHANDLED_ERRORS_METRIC } from '../../infra/constructs/alerts';
import { SES_EVENTS_RETRY_ATTEMPTS } from '../../infra/constructs/background';
import { SITE_WIDE_CEILING_MESSAGE } from '../../functions/core/mailing-list/confirmation-cap';
import { REGION, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };
const AUTHOR = 'jane@author.example.org';

/** The alarms, topic, subscription and dead-letter queues of the synthesized template. */
describe('the author hears about trouble', () => {
  let s: ReturnType<typeof synth>;
  let alarms: Resource[];
  let topicId: string;
  beforeAll(() => {
    s = synth({ alarmAddress: AUTHOR });
    alarms = Object.values(s.template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const topics = Object.keys(s.template.findResources('AWS::SNS::Topic'));
    expect(topics, 'one SNS topic').toHaveLength(1);
    topicId = topics[0]!;
  }, 120_000);

  const alarmOn = (metric: string) => alarms.filter((a) => a.Properties.MetricName === metric);
  const notifiesTopic = (a: Resource) => expect(a.Properties.AlarmActions).toEqual([{ Ref: topicId }]);

  it("subscribes the author's address to an encrypted-in-transit topic", () => {
    s.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: AUTHOR,
      TopicArn: { Ref: topicId },
    });
    const policy = Object.values(s.template.findResources('AWS::SNS::TopicPolicy'))[0] as Resource;
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
  });

  it("alarms on SES's account bounce and complaint rates before AWS's review thresholds (5% and 0.1%)", () => {
    const [bounce] = alarmOn('Reputation.BounceRate');
    const [complaint] = alarmOn('Reputation.ComplaintRate');
    expect(bounce?.Properties.Namespace).toBe('AWS/SES');
    expect(bounce!.Properties.Threshold).toBeGreaterThan(0);
    expect(bounce!.Properties.Threshold).toBeLessThan(0.05);
    expect(complaint!.Properties.Threshold).toBeGreaterThan(0);
    expect(complaint!.Properties.Threshold).toBeLessThan(0.001);
    for (const a of [bounce!, complaint!]) {
      expect(a.Properties.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
      notifiesTopic(a);
    }
  });

  it('alarms on errors of every project function in the stack', () => {
    const functions = Object.entries(s.template.findResources('AWS::Lambda::Function'))
      // CDK's own deploy-time providers (the site's files, the publish after a deploy) fail the deploy itself.
      .filter(([id]) => !id.startsWith('CustomCDKBucketDeployment') && !id.startsWith('AWSCDKTrigger'))
      .map(([id]) => id);
    expect(functions.length).toBeGreaterThan(3);
    const errorAlarms = alarms.filter((a) => JSON.stringify(a.Properties).includes('"Errors"'));
    expect(errorAlarms.length).toBeGreaterThan(0);
    for (const a of errorAlarms) notifiesTopic(a);
    const metrics = errorAlarms.flatMap((a) =>
      (a.Properties.Metrics ?? [a.Properties]).filter((m: any) => (m.MetricStat?.Metric ?? m).MetricName === 'Errors'),
    );
    const watched = metrics.map((m: any) => (m.MetricStat?.Metric ?? m).Dimensions ?? []);
    // Either each function by name, or Lambda's errors of every function of the account and region.
    const everyFunction = watched.some((d: any[]) => d.length === 0);
    if (!everyFunction) {
      const named = watched
        .flat()
        .filter((d: any) => d.Name === 'FunctionName')
        .map((d: any) => d.Value.Ref);
      expect(named.sort()).toEqual(functions.sort());
    }
  });

  it('gives the SES-events rule and the campaign schedule an encrypted dead-letter queue, alarmed on visible messages', () => {
    const queues = s.template.findResources('AWS::SQS::Queue');
    const rule = Object.values(s.template.findResources('AWS::Events::Rule')).find(
      (r: any) => r.Properties.EventPattern?.source?.[0] === 'aws.ses',
    ) as Resource;
    const ruleDlq = rule.Properties.Targets[0].DeadLetterConfig?.Arn?.['Fn::GetAtt']?.[0];
    const schedule = Object.values(s.template.findResources('AWS::Scheduler::Schedule'))[0] as Resource;
    const scheduleDlq = schedule.Properties.Target.DeadLetterConfig?.Arn?.['Fn::GetAtt']?.[0];
    for (const id of [ruleDlq, scheduleDlq]) {
      expect(Object.keys(queues)).toContain(id);
      const queue = queues[id] as Resource;
      expect(queue.Properties.SqsManagedSseEnabled ?? queue.Properties.KmsMasterKeyId).toBeTruthy();
      expect(queue.Properties.MessageRetentionPeriod).toBeGreaterThanOrEqual(7 * 24 * 3600);
      const alarm = alarmOn('ApproximateNumberOfMessagesVisible').find(
        (a) => a.Properties.Dimensions?.[0]?.Value?.['Fn::GetAtt']?.[0] === id,
      );
      expect(alarm, `an alarm on ${id}`).toBeDefined();
      expect(alarm!.Properties.Threshold).toBe(1);
      notifiesTopic(alarm!);
    }
    // The scheduler sends to its queue with its own role.
    const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0];
    const policies = Object.values(s.template.findResources('AWS::IAM::Policy')).filter((p: any) =>
      p.Properties.Roles.some((r: any) => r.Ref === roleId),
    );
    expect(JSON.stringify(policies)).toContain('sqs:SendMessage');
  });
  /** `{ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, …]] }` as the string it stands for in the aws partition. */
  const joined = (value: any): string =>
    typeof value === 'string'
      ? value
      : value['Fn::Join'][1].map((part: any) => (part.Ref === 'AWS::Partition' ? 'aws' : joined(part))).join('');

  it("lets CloudWatch publish this account's alarms to the topic (its policy replaces SNS's default one)", () => {
    const policies = Object.values(s.template.findResources('AWS::SNS::TopicPolicy')) as Resource[];
    expect(policies).toHaveLength(1);
    expect(policies[0]!.Properties.Topics).toEqual([{ Ref: topicId }]);
    const statements: any[] = policies[0]!.Properties.PolicyDocument.Statement;
    const allow = statements.find(
      (st) => st.Effect === 'Allow' && st.Principal?.Service === 'cloudwatch.amazonaws.com',
    );
    expect(allow, 'an Allow for cloudwatch.amazonaws.com').toBeDefined();
    expect(allow.Action).toBe('sns:Publish');
    expect(allow.Resource).toEqual({ Ref: topicId });
    expect(allow.Condition.StringEquals).toEqual({ 'aws:SourceAccount': '123456789012' });
    expect(Object.keys(allow.Condition.ArnLike)).toEqual(['aws:SourceArn']);
    expect(joined(allow.Condition.ArnLike['aws:SourceArn'])).toBe(`arn:aws:cloudwatch:${REGION}:123456789012:alarm:*`);
    // Every alarm of the stack is such a source, and notifies this topic.
    for (const a of alarms) notifiesTopic(a);
  });

  it("counts the API's 500 replies by the error middleware's line in each API function's log group, and alarms on them", () => {
    const filters = (Object.values(s.template.findResources('AWS::Logs::MetricFilter')) as Resource[]).filter(
      (f) => f.Properties.FilterPattern === `"${UNHANDLED_ERROR_LINE}"`,
    );
    const apiFunctions = Object.values(s.template.findResources('AWS::Lambda::Function')).filter((fn: any) =>
      /^(Reader|Admin):/.test(fn.Properties.Description),
    ) as Resource[];
    expect(apiFunctions).toHaveLength(2);
    expect(filters.map((f) => f.Properties.LogGroupName).sort()).toEqual(
      apiFunctions.map((fn) => fn.Properties.LoggingConfig.LogGroup).sort(),
    );
    for (const f of filters) {
      expect(f.Properties.FilterPattern).toBe(`"${UNHANDLED_ERROR_LINE}"`);
      expect(f.Properties.MetricTransformations).toEqual([
        { MetricNamespace: 'Test', MetricName: UNHANDLED_ERRORS_METRIC, MetricValue: '1' },
      ]);
    }
    // The phrase is found in the line as Lambda stores it (its text format prefixes time, request id and level).
    const stored = `2026-12-06T04:00:00.000Z\tc0ffee00-0000-4000-8000-000000000000\tERROR\t${JSON.stringify({ level: 'error', message: UNHANDLED_ERROR_LINE, route: 'GET /api/blog' })}`;
    expect(stored).toContain(JSON.parse(filters[0]!.Properties.FilterPattern));
    const [alarm] = alarmOn(UNHANDLED_ERRORS_METRIC);
    expect(alarm?.Properties).toMatchObject({
      Namespace: 'Test',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    notifiesTopic(alarm!);
  });

  it("alarms on Lambda's throttles in the account and region (the concurrency every function shares)", () => {
    const throttles = alarmOn('Throttles');
    expect(throttles).toHaveLength(1);
    expect(throttles[0]!.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(throttles[0]!.Properties.Dimensions).toBeUndefined();
    notifiesTopic(throttles[0]!);
  });

  it("sends an SES event its function failed on to the rule's dead-letter queue, after two retries", () => {
    const rule = Object.values(s.template.findResources('AWS::Events::Rule')).find(
      (r: any) => r.Properties.EventPattern?.source?.[0] === 'aws.ses',
    ) as Resource;
    const target = rule.Properties.Targets[0];
    const configs = Object.values(s.template.findResources('AWS::Lambda::EventInvokeConfig')) as Resource[];
    const config = configs.find((c) => c.Properties.FunctionName.Ref === target.Arn['Fn::GetAtt'][0]);
    expect(config, 'an EventInvokeConfig of the SES events function').toBeDefined();
    expect(config!.Properties).toMatchObject({
      Qualifier: '$LATEST',
      MaximumRetryAttempts: SES_EVENTS_RETRY_ATTEMPTS,
      DestinationConfig: { OnFailure: { Destination: target.DeadLetterConfig.Arn } },
    });
    expect(SES_EVENTS_RETRY_ATTEMPTS).toBe(2);
  });

  it('alarms when the site-wide ceiling holds back an email a stranger asked for, counted from the API functions’ log lines', () => {
    const filters = Object.values(s.template.findResources('AWS::Logs::MetricFilter')) as Resource[];
    const held = filters.filter((f) => f.Properties.FilterPattern.includes(SITE_WIDE_CEILING_MESSAGE));
    const apiLogGroups = Object.entries(s.template.findResources('AWS::Lambda::Function'))
      .filter(([id]) => id.startsWith('ApiReaderFn') || id.startsWith('ApiAdminFn'))
      .map(([, fn]: [string, any]) => fn.Properties.LoggingConfig.LogGroup.Ref)
      .sort();
    expect(held.map((f) => f.Properties.LogGroupName.Ref).sort()).toEqual(apiLogGroups);
    const [metric] = held[0]!.Properties.MetricTransformations;
    for (const f of held) expect(f.Properties.MetricTransformations).toEqual([metric]);
    const [alarm, ...more] = alarms.filter((a) => a.Properties.MetricName === metric.MetricName);
    expect(more).toEqual([]);
    expect(alarm!.Properties).toMatchObject({ Namespace: metric.MetricNamespace, Statistic: 'Sum', Threshold: 1 });
    expect(alarm!.Properties.AlarmDescription).toMatch(/site-wide ceiling/);
    notifiesTopic(alarm!);
  });
});

describe('the function errors alarm', () => {
  it('names each function when one alarm can read them all (a few functions)', () => {
    const stack = new Stack(new App(), 'Few');
    for (const id of ['Reader', 'Admin', 'Background']) {
      new lambda.Function(stack, id, {
        runtime: lambda.Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: lambda.Code.fromInline('exports.handler = 1'),
      });
    }
    new Alerts(stack, 'Alerts', {
      alarmAddress: 'a@example.org',
      functions: projectFunctions(stack),
      apiLogGroups: [],
      deadLetterQueues: [],
    });
    const template = Template.fromStack(stack);
    const alarm = Object.values(template.findResources('AWS::CloudWatch::Alarm')).find(
      (a: any) => a.Properties.Metrics,
    ) as Resource;
    const named = alarm.Properties.Metrics.filter((m: any) => m.MetricStat).map(
      (m: any) => m.MetricStat.Metric.Dimensions[0].Value.Ref,
    );
    expect(named.sort()).toEqual(Object.keys(template.findResources('AWS::Lambda::Function')).sort());
    expect(alarm.Properties.Metrics.find((m: any) => m.ReturnData !== false).Expression).toBe('e0 + e1 + e2');
  });
});
