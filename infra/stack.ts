import { CfnOutput, Duration, Fn, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { ADMIN_GROUP, EBOOK_FILENAME, EPUB_MEDIA_TYPE } from '../functions/contract/constants';
import { routes } from '../functions/contract/routes';
import { STRIPE_EVENTS } from '../functions/contract/sales';
import { Alerts, projectFunctions } from './constructs/alerts';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Background } from './constructs/background';
import { Data } from './constructs/data';
import { EmailCeilingAlarm } from './constructs/email-ceiling-alarm';
import { EBOOK_UPLOAD_CORS } from './ebook-uploads';
import { sharedEnvironment, type RuntimeSettings } from './constructs/lambda';
import { Mail } from './constructs/mail';
import { Payments } from './constructs/payments';
import { Site } from './constructs/site';
import type { EdgeDeclaration } from './edge/declaration';
import { RUNTIME_DEFAULTS } from './deploy-settings';
import { acknowledgeNagFindings } from './nag';
import { adminDomainOf } from './site-routing';

export interface SiteStackProps extends StackProps {
  /** The frontend build directory (`frontend/dist`). */
  frontendDir: string;
  /** What CloudFront does (infra/edge/declaration.ts); tests pass a changed one. */
  edge?: EdgeDeclaration;
  /** Custom domain; wired only when `certificateArn` is given too. */
  domainName?: string;
  /** Other names of the same site (`www.<domainName>`), served by the same distribution; the certificate covers them. */
  alternateDomainNames?: string[];
  /** ACM certificate (in us-east-1) for `domainName`, `alternateDomainNames` and the admin's `admin.<domainName>`. */
  certificateArn?: string;
  /** The domain SES sends from. */
  mailDomain: string;
  /** The sender address, on `mailDomain`. */
  mailFrom: string;
  /** Custom MAIL FROM `<this>.<mailDomain>`; default `mail`. */
  mailFromSubdomain?: string;
  /** Where DMARC aggregate reports go (the DMARC record output's rua); none by default. */
  dmarcReportAddress?: string;
  /** The author's address: alarms (function errors, SES reputation, dead-lettered events) are emailed to it. */
  alarmAddress: string;
  /** The mail domain is already an SES identity of the account: use it instead of creating it. */
  useExistingSesIdentity?: boolean;
  /** The account is in the SES sandbox (default true): the send rate defaults to 1/s. */
  sesSandbox?: boolean;
  /** Sign-ups wait for the reader's confirmation (DOUBLE_OPT_IN); default true. */
  doubleOptIn?: boolean;
  /** The admin API refuses an account without two-factor sign-in (REQUIRE_ADMIN_MFA); default true. */
  requireAdminMfa?: boolean;
  /** Stripe Tax on Buy Direct checkouts (STRIPE_AUTOMATIC_TAX); default false. */
  stripeAutomaticTax?: boolean;
  /** Days analytics records are kept (ANALYTICS_RETENTION_DAYS); default 396, about 13 months. */
  analyticsRetentionDays?: number;
  /** The account's SES send rate per second (SES_MAX_SEND_RATE); 0 = no limit; default 1 in the sandbox, else 14. */
  sesMaxSendRate?: number;
}

export { RUNTIME_DEFAULTS };

/** CloudFront's hosted zone id, the same for every distribution: the target of Route 53 alias records. */
export const CLOUDFRONT_HOSTED_ZONE_ID = 'Z2FDTNDATAQYW2';

/** The author site: table and buckets, Cognito, SES, background functions, the HTTP API and CloudFront. */
export class SiteStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly mail: Mail;
  readonly payments: Payments;
  readonly background: Background;
  readonly api: Api;
  readonly site: Site;
  readonly alerts: Alerts;
  readonly originSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);

    const customDomain =
      props.domainName && props.certificateArn
        ? {
            domainName: props.domainName,
            adminDomainName: adminDomainOf(props.domainName),
            certificateArn: props.certificateArn,
            alternateDomainNames: props.alternateDomainNames ?? [],
          }
        : undefined;
    const sesSandbox = props.sesSandbox ?? RUNTIME_DEFAULTS.sesSandbox;

    this.data = new Data(this, 'Data');
    this.auth = new Auth(this, 'Auth');
    this.mail = new Mail(this, 'Mail', {
      mailDomain: props.mailDomain,
      mailFromSubdomain: props.mailFromSubdomain ?? RUNTIME_DEFAULTS.mailFromSubdomain,
      useExistingIdentity: props.useExistingSesIdentity,
      sandbox: sesSandbox,
    });
    // Generated once by CloudFormation; CloudFront sends it to the API, the handlers check it.
    const originSecret = (this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Added by CloudFront to every request it sends the API; the API refuses requests without it.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    }));
    const settings: RuntimeSettings = {
      mailFrom: props.mailFrom,
      // The distribution's name is known once it exists: resolved when the template is written.
      // (The distribution needs only the API's id, not its routes, so the functions may depend on it.)
      siteUrl: Lazy.string({ produce: () => this.site.siteUrl }),
      originSecret: originSecret.secretValue.unsafeUnwrap(),
      doubleOptIn: props.doubleOptIn ?? RUNTIME_DEFAULTS.doubleOptIn,
      requireAdminMfa: props.requireAdminMfa ?? RUNTIME_DEFAULTS.requireAdminMfa,
      analyticsRetentionDays: props.analyticsRetentionDays ?? RUNTIME_DEFAULTS.analyticsRetentionDays,
      stripeAutomaticTax: props.stripeAutomaticTax ?? RUNTIME_DEFAULTS.stripeAutomaticTax,
      sesMaxSendRate:
        props.sesMaxSendRate ?? (sesSandbox ? RUNTIME_DEFAULTS.sesSandboxSendRate : RUNTIME_DEFAULTS.sesMaxSendRate),
    };
    const environment = sharedEnvironment(settings, { data: this.data, mail: this.mail });
    this.payments = new Payments(this, 'Payments');
    this.background = new Background(this, 'Background', { data: this.data, mail: this.mail, environment });
    this.api = new Api(this, 'Api', {
      data: this.data,
      auth: this.auth,
      mail: this.mail,
      environment,
      originSecret: settings.originSecret,
      bulkEmailWorker: this.background.bulkEmailWorker,
      epubValidator: this.background.epubValidator,
      publisher: this.background.publisher,
      payments: this.payments,
    });
    this.site = new Site(this, 'Site', {
      frontendDir: props.frontendDir,
      data: this.data,
      auth: this.auth,
      api: this.api,
      customDomain,
      edge: props.edge,
      originSecret,
    });
    // The functions whose routes change reader pages (and the scheduler, which sends newsletters onto
    // the archive) take those pages out of the distribution's cache: possible only now it exists.
    for (const { fn, grants } of this.api.functions)
      if (grants.includes('edge:invalidate')) this.site.grantInvalidation(fn);
    this.site.grantInvalidation(this.background.sendScheduler);
    // Her pages as she published them, after every deploy that wrote the build's (the seed's) over
    // them: the deploy runs the publisher once the site's files are in place, and a new
    // deployment's first run writes the seed into the table first (functions/jobs/publisher.ts).
    this.site.grantPublishing(this.background.publisher);
    new triggers.Trigger(this, 'PublishAfterDeploy', {
      handler: this.background.publisher,
      executeAfter: [this.site],
      timeout: Duration.minutes(1),
    });
    this.alerts = new Alerts(this, 'Alerts', {
      alarmAddress: props.alarmAddress,
      functions: projectFunctions(this),
      apiLogGroups: this.api.functions.map(({ fn }) => fn.logGroup),
      deadLetterQueues: this.background.deadLetterQueues,
    });
    new EmailCeilingAlarm(this, 'EmailCeilingAlarm', {
      functions: this.api.functions.map(({ fn }) => fn),
      topic: this.alerts.topic,
    });

    // The author's browser uploads EPUBs straight to the bucket from the site's address. The
    // distribution's own name cannot be used (its CSP names the bucket: a cycle), so without a
    // custom domain any origin may send the preflight; the upload itself needs the presigned policy.
    this.data.ebookBucket.addCorsRule({
      allowedOrigins: customDomain
        ? [customDomain.adminDomainName, customDomain.domainName, ...customDomain.alternateDomainNames].map(
            (name) => `https://${name}`,
          )
        : ['*'],
      allowedMethods: EBOOK_UPLOAD_CORS.methods.map((method) => s3.HttpMethods[method]),
      allowedHeaders: EBOOK_UPLOAD_CORS.headers,
      maxAge: EBOOK_UPLOAD_CORS.maxAgeSeconds,
    });

    const poolId = this.auth.userPool.userPoolId;
    const bucket = this.data.ebookBucket.bucketName;
    new CfnOutput(this, 'SiteUrl', { value: this.site.siteUrl, description: 'The site.' });
    new CfnOutput(this, 'AdminUrl', {
      value: `${this.site.adminUrl}/admin`,
      description: customDomain
        ? "The author's admin, on its own origin."
        : "The author's admin (on the site's origin: without a custom domain it has none of its own).",
    });
    const distributionDomain = this.site.distribution.distributionDomainName;
    new CfnOutput(this, 'DistributionDomainName', {
      value: distributionDomain,
      description: "The distribution's own name: the target of the site's DNS records.",
    });
    // One alias record per name of the site (Route 53 alias, or ALIAS / ANAME / CNAME-flattening
    // at other DNS hosts; a CNAME is fine for a non-apex name).
    const dnsRecords: [string, string | undefined][] = [
      ['SiteDnsRecord', customDomain?.domainName],
      ...(customDomain?.alternateDomainNames ?? []).map((name, i): [string, string] => [
        `SiteDnsRecordAlternate${i + 1}`,
        name,
      ]),
      ['AdminDnsRecord', customDomain?.adminDomainName],
    ];
    dnsRecords.forEach(([id, name]) => {
      if (!name) return;
      new CfnOutput(this, id, {
        value: Fn.join('', [
          `${name} A ALIAS `,
          distributionDomain,
          ` (hosted zone ${CLOUDFRONT_HOSTED_ZONE_ID}); same for AAAA`,
        ]),
        description: `DNS record for ${name}: an alias (A and AAAA) to the distribution.`,
      });
    });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.httpApi.apiEndpoint,
      description: 'The HTTP API itself; the site calls it through CloudFront (/api/*, and the page and feed routes).',
    });
    new CfnOutput(this, 'EbookBucketName', {
      value: bucket,
      description: `Upload the epub as ${EBOOK_FILENAME}: see EbookUploadCommand.`,
    });
    new CfnOutput(this, 'EbookUploadCommand', {
      value: Fn.join('', [
        `aws s3 cp ./${EBOOK_FILENAME} s3://`,
        bucket,
        `/${EBOOK_FILENAME} --content-type ${EPUB_MEDIA_TYPE}`,
      ]),
      description: 'Uploads the epub readers download.',
    });
    new CfnOutput(this, 'UserPoolId', { value: poolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'CreateAuthorCommand', {
      value: Fn.join('', [
        'aws cognito-idp admin-create-user --user-pool-id ',
        poolId,
        ' --username AUTHOR_EMAIL --user-attributes Name=email,Value=AUTHOR_EMAIL Name=email_verified,Value=true',
        ' && aws cognito-idp admin-add-user-to-group --user-pool-id ',
        poolId,
        ` --username AUTHOR_EMAIL --group-name ${ADMIN_GROUP}`,
      ]),
      description: 'Creates the author account (replace AUTHOR_EMAIL); Cognito emails a temporary password.',
    });
    new CfnOutput(this, 'MailerLiteSecretArn', {
      value: this.mail.mailerLiteSecret.secretArn,
      description: 'Store the key: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string <key>',
    });
    new CfnOutput(this, 'StripeSecretKeyArn', {
      value: this.payments.secretKey.secretArn,
      description:
        'Store the Stripe secret key: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string <sk_live_…>',
    });
    new CfnOutput(this, 'StripeWebhookSecretArn', {
      value: this.payments.webhookSecret.secretArn,
      description:
        'Store the webhook endpoint’s signing secret: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string <whsec_…>',
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: Fn.join('', [this.site.siteUrl, routes.stripeWebhook.path]),
      description: `The endpoint to add in Stripe (Developers → Webhooks), listening to: ${STRIPE_EVENTS.join(', ')}.`,
    });
    new CfnOutput(this, 'AlarmTestCommand', {
      value: Fn.join('', [
        'aws cloudwatch set-alarm-state --alarm-name ',
        this.alerts.testAlarm.alarmName,
        ' --state-value ALARM --state-reason "Testing the alarm email"',
      ]),
      description: `Sets off one alarm by hand: ${props.alarmAddress} gets its email within minutes (once the subscription is confirmed).`,
    });
    new CfnOutput(this, 'SesConfigurationSet', { value: this.mail.configurationSet.configurationSetName });
    this.mail.identity?.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `SesDkimRecord${i + 1}`, {
        value: Fn.join(' ', [record.name, 'CNAME', record.value]),
        description: `DKIM record ${i + 1} of 3 to publish in ${props.mailDomain}'s DNS so SES verifies the domain.`,
      });
    });
    const dns = this.mail.dnsRecords(props.dmarcReportAddress);
    new CfnOutput(this, 'SesMailFromMxRecord', {
      value: dns.mailFromMx,
      description: 'MAIL FROM: bounces come back to SES through this MX.',
    });
    new CfnOutput(this, 'SesMailFromSpfRecord', {
      value: dns.mailFromSpf,
      description: 'MAIL FROM: SPF lets SES send for the MAIL FROM domain (SPF alignment).',
    });
    new CfnOutput(this, 'SesDmarcRecord', {
      value: dns.dmarc,
      description: 'DMARC (Gmail and Yahoo require one of bulk senders); p=none monitors only.',
    });
    if (props.useExistingSesIdentity) {
      new CfnOutput(this, 'SesMailFromCommand', {
        value: `aws sesv2 put-email-identity-mail-from-attributes --email-identity ${props.mailDomain} --mail-from-domain ${this.mail.mailFromDomain} --behavior-on-mx-failure USE_DEFAULT_VALUE`,
        description: "The existing identity is not this stack's: set its MAIL FROM domain once with this command.",
      });
    }
    new CfnOutput(this, 'SesSendRate', {
      value: String(settings.sesMaxSendRate),
      description: sesSandbox
        ? 'SES sandbox: 1 email a second, 200 a day, to verified addresses only. Request production access, then set sesSandbox false.'
        : 'Emails a second bulk email sends (sesMaxSendRate); 0 = no limit.',
    });

    acknowledgeNagFindings(this, { customDomain: Boolean(customDomain) });
  }
}
