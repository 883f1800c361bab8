import { RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
// What the secret holds until the engineer stores the real key; the adapter reads it as "not configured".
import { MAILERLITE_KEY_PLACEHOLDER } from '../../functions/contract/mailerlite';

export interface MailProps {
  /** The domain SES sends from (verified through the DKIM records SES gives for it). */
  mailDomain: string;
}

/** SES: the sending domain, a configuration set, and the MailerLite API key's secret. */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly mailerLiteSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });

    this.mailerLiteSecret = new secretsmanager.Secret(this, 'MailerLiteApiKey', {
      description: 'MailerLite API key. Set after deploy with `aws secretsmanager put-secret-value`; never in the repo.',
      secretStringValue: SecretValue.unsafePlainText(MAILERLITE_KEY_PLACEHOLDER),
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** ses:SendEmail / SendBulkEmail on this identity and configuration set only. */
  grantSend(grantee: iam.IGrantable): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendBulkEmail'],
        resources: [
          this.identity.emailIdentityArn,
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
  }
}
