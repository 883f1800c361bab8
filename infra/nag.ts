import { ARC_PREFIXES } from '../functions/core/arc/ebook-files';
import { IMAGE_UPLOADS_PREFIX } from '../functions/core/images/media-keys';
import { MEDIA_PATH_PREFIX } from '../functions/contract/images';
import { type CfnElement, DefaultStackSynthesizer, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { SiteStack } from './stack';

/**
 * Every cdk-nag (AwsSolutions) finding this stack keeps, each acknowledged on the narrowest
 * construct with its reason. cdk-nag 3 uses CDK's `Validations.of(x).acknowledge`; an IAM5
 * finding is acknowledged per wildcard (`AwsSolutions-IAM5[Resource::...]`), like v2's `appliesTo`.
 * Anything not listed here fails `cdk synth` and the infra tests.
 */
export function acknowledgeNagFindings(stack: SiteStack, opts: { customDomain: boolean }): void {
  const ack = (scope: IConstruct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
  const logicalId = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);

  // Cognito
  ack(
    stack.auth.userPool,
    'AwsSolutions-COG2',
    'MFA is optional by design: the sole admin can turn on TOTP; readers never sign in.',
  );
  ack(
    stack.auth.userPool,
    'AwsSolutions-COG8',
    'Essentials tier: the pool holds one admin account created by the engineer (no self sign-up); Plus threat protection costs more than it protects here.',
  );

  // Secrets Manager
  ack(
    stack.mail.mailerLiteSecret,
    'AwsSolutions-SMG4',
    "A third-party MailerLite API key: it can only be rotated in MailerLite's dashboard, so there is no rotation Lambda to schedule.",
  );

  for (const secret of [stack.payments.secretKey, stack.payments.webhookSecret]) {
    ack(
      secret,
      'AwsSolutions-SMG4',
      "A Stripe API key or webhook signing secret: it can only be rolled in Stripe's dashboard, so there is no rotation Lambda to schedule.",
    );
  }

  ack(
    stack.originSecret,
    'AwsSolutions-SMG4',
    "The origin secret lives in CloudFront's origin headers and the functions' environment, both set at deploy: a rotation would refuse every reader until the next deploy. Replace it by redeploying with a new secret.",
  );

  // Lambda: the API's functions (one per trust boundary, infra/functions.ts), and the background functions (bulk email worker, SES events, send scheduler)
  const tableIndexes = `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.table)}.Arn>/index/*]`;
  const tableIndexesReason = "Table grants include this table's own indexes (those of tableSchema); no other table.";
  const lambdas = [
    ...stack.api.functions.map(({ fn, grants }) => ({ fn, grants })),
    { fn: stack.background.bulkEmailWorker, grants: ['table:write', 'mail:send'] },
    { fn: stack.background.sesEvents, grants: ['table:write'] },
    { fn: stack.background.sendScheduler, grants: ['table:write', 'mail:send'] },
    { fn: stack.background.publisher, grants: ['table:write'] },
  ];
  const { account, region } = accountAndRegion(stack);
  const sandboxIdentities =
    stack.mail.sandboxRecipientIdentities &&
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${region}:${account}:identity/*]`;
  for (const { fn, grants } of lambdas) {
    ack(
      fn,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the project targets and tests against (docs/DESIGN.md); moving to 24 is a deliberate upgrade, not a drift.',
    );
    if (grants.includes('table:read') || grants.includes('table:write'))
      ack(fn.role!, tableIndexes, tableIndexesReason);
    if (sandboxIdentities && grants.includes('mail:send')) {
      ack(
        fn.role!,
        sandboxIdentities,
        "In the SES sandbox, SES also authorizes each send against the recipient's verified identity; the grant ends with sesSandbox false.",
      );
    }
    if (grants.includes('ebook:write')) {
      for (const prefix of Object.values(ARC_PREFIXES)) {
        ack(
          fn.role!,
          `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.ebookBucket)}.Arn>/${prefix}*]`,
          `The ARC objects under ${prefix} are named by random ids made at run time (uploads, book versions, readers' copies); the free ebook's own key is read-only.`,
        );
      }
    }
    if (grants.includes('images:write')) {
      ack(
        fn.role!,
        `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.ebookBucket)}.Arn>/${IMAGE_UPLOADS_PREFIX}*]`,
        'Picture uploads are named by random ids made at run time; the function presigns, reads and deletes them, nothing else of the bucket.',
      );
      ack(
        fn.role!,
        `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.mediaBucket)}.Arn>/${MEDIA_PATH_PREFIX.slice(1)}*]`,
        "Her pictures' variants are named by the hash of their bytes, known only once written; the function writes them and nothing else.",
      );
    }
    if (grants.includes('ebook:erase-copies')) {
      ack(
        fn.role!,
        `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.ebookBucket)}.Arn>/${ARC_PREFIXES.copies}*]`,
        'An erasure deletes the copies made for the reader, named by random ids made at run time, in every version; nothing else of the bucket.',
      );
    }
  }
  for (const { route, apiRoute, headRoute } of stack.api.routes) {
    if (route.access === 'public') {
      for (const r of headRoute ? [apiRoute, headRoute] : [apiRoute]) {
        ack(
          r,
          'AwsSolutions-APIG4',
          `Public route by the route table (${route.method} ${route.path}): readers call it without signing in; admin routes use the Cognito JWT authorizer.`,
        );
      }
    }
  }

  // CloudFront
  const distribution = stack.site.distribution;
  ack(distribution, 'AwsSolutions-CFR1', "The author's readers are worldwide; there is no country to restrict.");
  ack(
    distribution,
    'AwsSolutions-CFR2',
    'No WAF: a CloudFront web ACL must be created in us-east-1 and this stack deploys to any region; fairness comes from per-client limits counted in the table by the handlers (functions/http/middleware/rate-limit.ts), and the API stage throttle is a cost ceiling (API_COST_CEILING in constructs/api.ts). A web ACL from a us-east-1 stack can be attached later.',
  );
  // A CDK warning, not cdk-nag: the S3 origin has LIST so a missing key is a 404, not S3's 403.
  ack(
    distribution,
    '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
    'defaultRootObject is index.html and the PrettyUrls function maps every directory path to its index.html, so no request reaches the bucket listing; LIST is there so missing pages answer 404.',
  );
  if (!opts.customDomain) {
    ack(
      distribution,
      'AwsSolutions-CFR4',
      'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; with domainName + certificateArn it is TLSv1.2_2021.',
    );
  }

  // The publisher writes her pages, which she names (a new book's page) after the deploy.
  ack(
    stack.background.publisher.role!,
    `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.siteBucket)}.Arn>/*]`,
    "The publisher renders and writes her site's pages and covers, whose paths her content decides (a new book's page); it reads them first to write only what changed.",
  );
  ack(
    stack.background.publisher.role!,
    `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.siteBucket)}.Arn>/books/*]`,
    "The publisher deletes the page of a book she took off the site, named by the book's id; no other part of the site.",
  );

  // The EPUB validator reads the uploads it is asked to check, named by random ids made at run time.
  ack(
    stack.background.epubValidator.role!,
    `AwsSolutions-IAM5[Resource::<${logicalId(stack.data.ebookBucket)}.Arn>/${ARC_PREFIXES.uploads}*]`,
    'The validator reads the upload it is asked about; uploads are named by random ids made at run time.',
  );

  // Dead-letter queues of EventBridge targets (and of the SES events function's failed events): cdk-nag
  // recognizes a DLQ only by another queue's redrive policy.
  for (const { queue } of stack.background.deadLetterQueues) {
    ack(
      queue,
      'AwsSolutions-SQS3',
      "This queue is itself a dead-letter queue (of an EventBridge target, or a Lambda function's on-failure destination); its messages are kept 14 days and alarmed, not processed further.",
    );
  }

  // The frontend upload (CDK's BucketDeployment custom resource)
  const deployRole = stack.site.deploymentRole;
  const siteBucketObjects = `<${logicalId(stack.site.bucket)}.Arn>/*`;
  const deployReasons: Record<string, string> = {
    'Action::s3:GetObject*':
      'BucketDeployment reads the build zip from the CDK asset bucket and syncs the site bucket (CDK-generated grant).',
    'Action::s3:GetBucket*':
      'BucketDeployment (aws s3 sync) reads bucket metadata of the asset and site buckets (CDK-generated grant).',
    'Action::s3:List*': 'BucketDeployment (aws s3 sync) lists the asset and site buckets (CDK-generated grant).',
    'Action::s3:DeleteObject*':
      'BucketDeployment may replace objects in the site bucket (CDK-generated grant, site bucket only).',
    'Action::s3:Abort*':
      'BucketDeployment aborts failed multipart uploads to the site bucket (CDK-generated grant, site bucket only).',
    [`Resource::arn:<AWS::Partition>:s3:::${assetBucketName(stack)}/*`]:
      'The CDK bootstrap asset bucket holds the build zip under a content-hash key decided at deploy time.',
    [`Resource::${siteBucketObjects}`]: 'The deployment writes every file of the build into the site bucket.',
    'Resource::*':
      'cloudfront:CreateInvalidation/GetInvalidation after an upload; CDK grants them on * (the distribution id is not scoped by CDK).',
  };
  for (const [finding, reason] of Object.entries(deployReasons))
    ack(deployRole, `AwsSolutions-IAM5[${finding}]`, reason);

  for (const child of stack.node.children) {
    if (child.node.id.startsWith('AWSCDKTrigger')) {
      ack(
        child,
        'AwsSolutions-L1',
        "CDK's own Trigger provider Lambda (it runs the publisher once a deploy has written the site's files): its runtime is chosen and updated by aws-cdk-lib.",
      );
    }
    if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
      ack(
        child,
        'AwsSolutions-L1',
        "CDK's own BucketDeployment provider Lambda: its runtime is chosen and updated by aws-cdk-lib.",
      );
    }
  }
}

/** The bootstrap asset bucket's name as cdk-nag renders it in a finding. */
function assetBucketName(stack: Stack): string {
  const qualifier =
    (stack.synthesizer instanceof DefaultStackSynthesizer ? stack.synthesizer.bootstrapQualifier : undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const { account, region } = accountAndRegion(stack);
  return `cdk-${qualifier}-assets-${account}-${region}`;
}

/** The stack's account and region as cdk-nag renders them in a finding. */
function accountAndRegion(stack: Stack): { account: string; region: string } {
  return {
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
  };
}
