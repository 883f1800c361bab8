import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { SITE_WIDE_CEILING_MESSAGE } from '../../functions/core/mailing-list/confirmation-cap';

export interface EmailCeilingAlarmProps {
  /** The functions that send the emails strangers can cause (`sendWithinCaps`): the API's. */
  functions: lambda.Function[];
  /** The author's alarm topic (`Alerts`). */
  topic: sns.ITopic;
}

/** The metric the held emails are counted in: one a held email, in the stack's own namespace. */
export const emailsHeldMetric = (stackName: string) => ({
  namespace: `${stackName}/Mail`,
  metricName: 'EmailsHeldBySiteWideCeiling',
});

/**
 * Tells the author when the site-wide ceiling of emails strangers can cause
 * (CONFIRMATION_EMAILS_SITE_WIDE) holds one back: readers are waiting for their confirmation
 * emails, and a flood of sign-ups is the likely cause. The functions' log lines
 * (SITE_WIDE_CEILING_MESSAGE) are counted by a metric filter on each one's log group.
 */
export class EmailCeilingAlarm extends Construct {
  readonly alarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EmailCeilingAlarmProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const metric = emailsHeldMetric(stackName);
    props.functions.forEach((fn, i) => {
      new logs.MetricFilter(this, `HeldEmails${i + 1}`, {
        logGroup: fn.logGroup,
        filterPattern: logs.FilterPattern.stringValue('$.message', '=', SITE_WIDE_CEILING_MESSAGE),
        metricNamespace: metric.namespace,
        metricName: metric.metricName,
        metricValue: '1',
      });
    });
    this.alarm = new cloudwatch.Alarm(this, 'Alarm', {
      alarmDescription: `${stackName} held back emails strangers asked for (sign-up confirmations, "My books" links, address changes): the site-wide ceiling is reached, most likely by a flood of sign-ups. Readers who signed up meanwhile get their email when they try again after the hour (or day) ends.`,
      metric: new cloudwatch.Metric({ ...metric, statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new actions.SnsAction(props.topic));
  }
}
