import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import { UNHANDLED_ERROR_LINE } from '../../functions/lib/log';

/**
 * SES's account reputation rates at which the author is told, below the rates at which AWS puts
 * an account under review (bounces 5%, complaints 0.1%): time to look before sending is paused.
 */
export const SES_REPUTATION_ALARMS = {
  bounceRate: { metric: 'Reputation.BounceRate', threshold: 0.04, review: 0.05 },
  complaintRate: { metric: 'Reputation.ComplaintRate', threshold: 0.0008, review: 0.001 },
} as const;

/** How long a dead-lettered event waits to be looked at (SQS's longest). */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/** CloudWatch's limit of metrics in one alarm's math expression. */
const METRICS_PER_ALARM = 10;

/**
 * The metric the API's log groups count `UNHANDLED_ERROR_LINE` into (namespace: the stack's name):
 * a request answered 500 is no Lambda error, so Lambda's `Errors` never sees it.
 */
export const UNHANDLED_ERRORS_METRIC = 'UnhandledErrors';

/**
 * The metric filter pattern of `UNHANDLED_ERROR_LINE`: the exact phrase, which matches the line
 * whatever Lambda puts before it (its text log format prefixes a time, the request id and ERROR).
 */
export const unhandledErrorPattern = () => logs.FilterPattern.literal(JSON.stringify(UNHANDLED_ERROR_LINE));

/** An encrypted queue that keeps the events an EventBridge target could not take (the alarm below watches it). */
export function deadLetterQueue(scope: Construct, id: string): sqs.Queue {
  return new sqs.Queue(scope, id, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: DEAD_LETTER_RETENTION,
  });
}

/**
 * The project's Lambda functions: every function of the stack but CDK's own deploy-time
 * providers (BucketDeployment), whatever the split into functions is.
 */
export function projectFunctions(stack: Stack): lambda.Function[] {
  return stack.node
    .findAll()
    .filter((c): c is lambda.Function => c instanceof lambda.Function)
    .filter((fn) => !fn.node.scopes.some((s: IConstruct) => s.node.id.startsWith('Custom::CDKBucketDeployment')));
}

export interface AlertsProps {
  /** The author's address: SNS emails it a confirmation link once, then every alarm. */
  alarmAddress: string;
  /** The functions whose errors are alarmed (`projectFunctions`). */
  functions: lambda.IFunction[];
  /** The log groups the API's functions write `UNHANDLED_ERROR_LINE` to (its 500 replies). */
  apiLogGroups: logs.ILogGroup[];
  /** Dead-letter queues: a message in one is an event that was lost to its target (`what`: a sentence's subject). */
  deadLetterQueues: { queue: sqs.IQueue; what: string }[];
}

/** One SNS topic with the author's address, and the alarms that notify it. */
export class Alerts extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  /** The alarm the deployer sets off by hand once, to see its email arrive (output AlarmTestCommand). */
  readonly testAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: AlertsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const stackName = stack.stackName;
    this.topic = new sns.Topic(this, 'Topic', { displayName: `${stackName} alarms`, enforceSSL: true });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmAddress));
    // A topic policy replaces SNS's default one, which let the account's own alarms publish: this
    // statement gives CloudWatch back Publish, for this account's alarms only (without it no alarm
    // ever reaches the author, however confirmed her subscription is).
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: {
            'aws:SourceArn': stack.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: '*',
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
        },
      }),
    );
    const notify = new actions.SnsAction(this.topic);
    const alarm = (alarmId: string, p: cloudwatch.AlarmProps) => {
      const a = new cloudwatch.Alarm(this, alarmId, {
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...p,
      });
      a.addAlarmAction(notify);
      this.alarms.push(a);
      return a;
    };
    const atLeast = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;

    // Function errors (thrown, timed out, out of memory): the functions by name when one alarm can
    // name them all; otherwise Lambda's errors of every function of the account and region (one
    // alarm metric, not one a function: alarms are billed per metric).
    const period = Duration.minutes(5);
    const errors =
      props.functions.length <= METRICS_PER_ALARM
        ? new cloudwatch.MathExpression({
            expression: props.functions.map((_, i) => `e${i}`).join(' + ') || '0',
            usingMetrics: Object.fromEntries(
              props.functions.map((fn, i) => [`e${i}`, fn.metricErrors({ period, statistic: 'Sum' })]),
            ),
            period,
            label: 'Function errors',
          })
        : new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', statistic: 'Sum', period });
    this.testAlarm = alarm('FunctionErrors', {
      alarmDescription: `A Lambda function of ${stackName} failed (error, timeout or crash): its log group says which call and why.`,
      metric: errors,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
    // Throttles: a run Lambda refused because the account's concurrent executions were all in use.
    // The pool is the account's in the region, shared by every function, so Lambda's account-wide
    // figure (no dimension: one alarm metric) is the one to watch.
    alarm('FunctionThrottles', {
      alarmDescription: `Lambda refused to run a function (the account's concurrent executions were all in use), so readers of ${stackName} got errors: see docs/deploying.md, "The Lambda concurrency quota".`,
      metric: new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });

    // Requests the API answered 500: an exception its code did not expect (AccessDenied, SES or
    // Stripe refusing, Secrets Manager failing, DynamoDB throttling), which the error middleware
    // logs and answers. Its designed replies (4xx, the 503 "not configured") write no such line.
    const namespace = stackName;
    props.apiLogGroups.forEach(
      (logGroup, i) =>
        new logs.MetricFilter(this, `UnhandledErrorLines${i + 1}`, {
          logGroup,
          filterPattern: unhandledErrorPattern(),
          metricNamespace: namespace,
          metricName: UNHANDLED_ERRORS_METRIC,
          metricValue: '1',
        }),
    );
    alarm('UnhandledErrors', {
      alarmDescription: `A request to ${stackName} was answered 500 (an error the code did not expect): search the API functions' log groups for "${UNHANDLED_ERROR_LINE}" to see which route and why.`,
      metric: new cloudwatch.Metric({ namespace, metricName: UNHANDLED_ERRORS_METRIC, statistic: 'Sum', period }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });

    // SES reputation: account-wide rates SES publishes (fractions: 0.05 is 5%).
    for (const [name, { metric, threshold, review }] of Object.entries(SES_REPUTATION_ALARMS)) {
      alarm(`Ses${name[0]!.toUpperCase()}${name.slice(1)}`, {
        alarmDescription: `SES ${name} is ${threshold * 100}% or more; at ${review * 100}% AWS reviews the account and may pause its sending.`,
        metric: new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName: metric,
          statistic: 'Maximum',
          period: Duration.hours(1),
        }),
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: atLeast,
      });
    }

    props.deadLetterQueues.forEach(({ queue, what }, i) => {
      alarm(`DeadLetters${i + 1}`, {
        alarmDescription: `${what} waits in its dead-letter queue (kept ${DEAD_LETTER_RETENTION.toDays()} days).`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: atLeast,
      });
    });
  }
}
