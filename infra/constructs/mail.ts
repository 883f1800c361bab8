import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** The domain SES sends from (verified through the DKIM records SES gives for it). */
  mailDomain: string;
  /** The custom MAIL FROM domain is `<mailFromSubdomain>.<mailDomain>`, so SPF aligns with the From domain. */
  mailFromSubdomain: string;
  /**
   * The domain is already an SES identity of this account and region (verified by hand or by
   * another stack): use it, do not create it (creating it again would fail the deploy).
   */
  useExistingIdentity?: boolean;
  /**
   * The account's SES is still in the sandbox, where SES also authorizes a send against the
   * recipient's identity (the verified addresses the engineer tests with), so sending is granted
   * on the account's identities too until production access.
   */
  sandbox: boolean;
}

/** The DNS records SES needs, each as `name TYPE value` for the stack outputs. */
export interface MailDnsRecords {
  /** MAIL FROM: where bounces go (SES's feedback endpoint of the stack's region). */
  mailFromMx: string;
  /** MAIL FROM: SPF allowing SES to send for the MAIL FROM domain. */
  mailFromSpf: string;
  /** DMARC of the From domain, monitoring only (p=none) to start with. */
  dmarc: string;
}

/** SES: the sending domain (with its custom MAIL FROM), a configuration set, and the MailerLite API key's secret. */
export class Mail extends Construct {
  /** The identity this stack created, or undefined when it uses an existing one. */
  readonly identity?: ses.EmailIdentity;
  readonly identityArn: string;
  readonly mailDomain: string;
  readonly mailFromDomain: string;
  readonly configurationSet: ses.ConfigurationSet;
  /**
   * The set a campaign that counts opens and clicks is sent with (its event destination adds
   * SES's OPEN and CLICK events, for which SES adds a pixel and routes links through itself); every
   * other email goes with `configurationSet`, which has no such tracking.
   */
  readonly engagementConfigurationSet: ses.ConfigurationSet;
  readonly mailerLiteSecret: secretsmanager.Secret;
  /** In the sandbox, the ARN pattern of every identity of the account and region (see MailProps.sandbox). */
  readonly sandboxRecipientIdentities?: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.mailDomain = props.mailDomain;
    this.mailFromDomain = `${props.mailFromSubdomain}.${props.mailDomain}`;
    if (props.sandbox)
      this.sandboxRecipientIdentities = Stack.of(this).formatArn({
        service: 'ses',
        resource: 'identity',
        resourceName: '*',
      });

    const setProps: ses.ConfigurationSetProps = {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    };
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', setProps);
    this.engagementConfigurationSet = new ses.ConfigurationSet(this, 'EngagementConfigurationSet', setProps);

    if (props.useExistingIdentity) {
      // Its MAIL FROM domain is set by hand (output SesMailFromCommand); the handlers name the
      // configuration set on every send, so the identity needs no default one.
      this.identityArn = Stack.of(this).formatArn({
        service: 'ses',
        resource: 'identity',
        resourceName: props.mailDomain,
      });
    } else {
      this.identity = new ses.EmailIdentity(this, 'Identity', {
        identity: ses.Identity.domain(props.mailDomain),
        configurationSet: this.configurationSet,
        mailFromDomain: this.mailFromDomain,
        // Until the MX record is published SES sends with its own MAIL FROM (amazonses.com)
        // rather than refusing to send: mail still goes out, aligned on DKIM only.
        mailFromBehaviorOnMxFailure: ses.MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
      });
      this.identityArn = this.identity.emailIdentityArn;
    }

    // No value in the template: an update would put it back over the real key. The engineer
    // stores the key after deploy (output MailerLiteSecretArn); until then the secret has no
    // version, which the handlers read as "not configured" (functions/lib/deps.ts).
    this.mailerLiteSecret = new secretsmanager.Secret(this, 'MailerLiteApiKey', {
      description:
        'MailerLite API key. Set after deploy with `aws secretsmanager put-secret-value`; never in the repo.',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CDK generates a random value when none is given; CloudFormation creates an empty secret without one.
    (this.mailerLiteSecret.node.defaultChild as secretsmanager.CfnSecret).generateSecretString = undefined;
  }

  /** The MAIL FROM and DMARC records to publish in the mail domain's DNS. */
  dnsRecords(dmarcReportAddress?: string): MailDnsRecords {
    const region = Stack.of(this).region;
    const rua = dmarcReportAddress ? `; rua=mailto:${dmarcReportAddress}` : '';
    return {
      mailFromMx: `${this.mailFromDomain} MX 10 feedback-smtp.${region}.amazonses.com`,
      mailFromSpf: `${this.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
      dmarc: `_dmarc.${this.mailDomain} TXT "v=DMARC1; p=none${rua}"`,
    };
  }

  /** The configuration sets the site sends with. */
  get configurationSets(): ses.ConfigurationSet[] {
    return [this.configurationSet, this.engagementConfigurationSet];
  }

  /** ses:SendEmail / SendBulkEmail on this identity and its configuration sets only (and, in the sandbox, the verified recipients). */
  grantSend(grantee: iam.IGrantable): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendBulkEmail'],
        resources: [
          this.identityArn,
          ...this.configurationSets.map((set) =>
            stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: set.configurationSetName }),
          ),
          ...(this.sandboxRecipientIdentities ? [this.sandboxRecipientIdentities] : []),
        ],
      }),
    );
  }
}
