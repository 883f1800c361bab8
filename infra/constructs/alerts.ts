import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';

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
  /** Dead-letter queues: a message in one is an event that was lost to its target. */
  deadLetterQueues: { queue: sqs.IQueue; what: string }[];
}

/** One SNS topic with the author's address, and the alarms that notify it. */
export class Alerts extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlertsProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    this.topic = new sns.Topic(this, 'Topic', { displayName: `${stackName} alarms`, enforceSSL: true });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmAddress));
    const notify = new actions.SnsAction(this.topic);
    const alarm = (alarmId: string, p: cloudwatch.AlarmProps) => {
      const a = new cloudwatch.Alarm(this, alarmId, {
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...p,
      });
      a.addAlarmAction(notify);
      this.alarms.push(a);
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
    alarm('FunctionErrors', {
      alarmDescription: `A Lambda function of ${stackName} failed (error, timeout or crash): its log group says which call and why.`,
      metric: errors,
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
        alarmDescription: `${what} could not be delivered to its function and waits in its dead-letter queue (kept ${DEAD_LETTER_RETENTION.toDays()} days).`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: atLeast,
      });
    });
  }
}
