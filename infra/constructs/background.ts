import { Duration, Stack, Stage } from 'aws-cdk-lib';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ARC_PREFIXES } from '../../functions/core/arc/ebook-files';
import { UPLOAD_CHECK_SECONDS } from '../../functions/core/arc/upload-deadlines';
import { BACKGROUND_ENTRIES } from '../functions';
import { deadLetterQueue } from './alerts';
import { stageEpubValidatorImage } from './epub-validator-image';
import { applyGrant, functionLogGroup, functionRole, siteFunction, type GrantTargets } from './lambda';

export interface BackgroundProps extends GrantTargets {
  /** The shared environment (`sharedEnvironment`). */
  environment: Record<string, string>;
}

/**
 * SES's EventBridge detail-types of the events the site reads (the `detail` is the SES event):
 * bounces and complaints suppress an address, and with deliveries they count against the email
 * a newsletter sent (its report, the deliverability guard).
 */
export const SES_EVENT_DETAIL_TYPES = {
  bounce: 'Email Bounced',
  complaint: 'Email Complaint Received',
  delivery: 'Email Delivered',
  /** Only from the engagement configuration set (newsletters that count opens and clicks). */
  open: 'Email Opened',
  click: 'Email Clicked',
} as const;

/**
 * EventBridge invokes the SES events function asynchronously: Lambda runs a failed event again
 * this many times (its own default, said here so nothing else decides it), then puts the event
 * and its error in the dead-letter queue (the function's on-failure destination). The local feed
 * does the same (infra/local/async-invoke.ts).
 */
export const SES_EVENTS_RETRY_ATTEMPTS = 2;

/**
 * How often the send scheduler starts the scheduled newsletters whose time has come (and sends the
 * ARC reminders that are due): EventBridge Scheduler runs it at this rate in the cloud, and the
 * local stack on the same rate.
 */
export const SEND_SCHEDULER_RATE_MINUTES = 1;

/**
 * The functions no API route runs: the bulk email worker (started by the routes that start,
 * watch or retry a job; it invokes itself again until the job is done), the SES event handler
 * (bounces and complaints from the configuration set, through EventBridge, suppress addresses)
 * and the send scheduler (scheduled newsletters, ARC reminders). Created before the API, which is given the worker's name.
 */
export class Background extends Construct {
  readonly bulkEmailWorker: lambda.Function;
  readonly sesEvents: lambda.Function;
  readonly sesEventsRule: events.Rule;
  readonly sendScheduler: lambda.Function;
  readonly epubValidator: lambda.DockerImageFunction;
  /** Renders her pages from the table into the site bucket (the admin's Publish and Preview, and each deploy). */
  readonly publisher: lambda.Function;
  /** Where EventBridge puts the events its targets could not take (alarmed in Alerts). */
  readonly deadLetterQueues: { queue: sqs.Queue; what: string }[];

  constructor(scope: Construct, id: string, props: BackgroundProps) {
    super(scope, id);
    const { environment } = props;

    // Lambda's longest run: the worker stops claiming chunks a minute before the end and
    // invokes itself again, so one run sends as much as it can.
    this.bulkEmailWorker = siteFunction(this, 'BulkEmailWorker', {
      entry: BACKGROUND_ENTRIES.bulkEmailWorker,
      description: 'Bulk download email worker ({ jobId })',
      environment,
      timeout: Duration.minutes(15),
    });
    // Reads recipients and writes their links and outcomes; sends with an inline template
    // (functions/core/bulk-email/template.ts), so no SES template actions are needed.
    for (const grant of ['table:write', 'mail:send'] as const) applyGrant(this.bulkEmailWorker, grant, props);
    // Itself, by ARN: a separate policy (not the role's default policy, which the function
    // depends on) so the grant on its own ARN is no dependency cycle.
    new iam.Policy(this, 'BulkEmailWorkerSelfInvoke', {
      roles: [this.bulkEmailWorker.role!],
      statements: [
        new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.bulkEmailWorker.functionArn] }),
      ],
    });

    this.sesEvents = siteFunction(this, 'SesEvents', {
      entry: BACKGROUND_ENTRIES.sesEvents,
      description: 'SES bounce, complaint and delivery events -> suppressed addresses, campaign figures',
      environment,
    });
    applyGrant(this.sesEvents, 'table:write', props);

    const sesEventsDeadLetters = deadLetterQueue(this, 'SesEventsDeadLetters');
    const scheduleDeadLetters = deadLetterQueue(this, 'CampaignScheduleDeadLetters');
    this.deadLetterQueues = [
      {
        queue: sesEventsDeadLetters,
        what: `An SES event (bounce, complaint, delivery, open or click) that its function failed on ${SES_EVENTS_RETRY_ATTEMPTS + 1} times, or that could not be delivered to it,`,
      },
      {
        queue: scheduleDeadLetters,
        what: 'A run of the campaign scheduler that could not be delivered to its function',
      },
    ];
    // The rule's dead-letter queue keeps what EventBridge could not deliver; an event delivered
    // and failed by the function is Lambda's to keep: after its retries, the same queue, with
    // the error (Lambda's on-failure record: the event is its requestPayload).
    this.sesEvents.configureAsyncInvoke({
      retryAttempts: SES_EVENTS_RETRY_ATTEMPTS,
      onFailure: new destinations.SqsDestination(sesEventsDeadLetters),
    });

    // SES can publish to the default bus only. Bounces and complaints suppress an address;
    // deliveries complete a newsletter's report (delivery delays are transient: not sent at all).
    const defaultBus = ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default'));
    const reputationEvents = [
      ses.EmailSendingEvent.BOUNCE,
      ses.EmailSendingEvent.COMPLAINT,
      ses.EmailSendingEvent.DELIVERY,
    ];
    props.mail.configurationSet.addEventDestination('ToEventBridge', {
      destination: defaultBus,
      events: reputationEvents,
    });
    props.mail.engagementConfigurationSet.addEventDestination('ToEventBridge', {
      destination: defaultBus,
      events: [...reputationEvents, ses.EmailSendingEvent.OPEN, ses.EmailSendingEvent.CLICK],
    });
    this.sesEventsRule = new events.Rule(this, 'SesSuppressingEvents', {
      description:
        "SES bounces, complaints, deliveries (and a counting campaign's opens and clicks) of the site configuration sets -> suppress the address, count for the campaign",
      eventPattern: {
        source: ['aws.ses'],
        detailType: Object.values(SES_EVENT_DETAIL_TYPES),
        detail: {
          mail: {
            tags: { 'ses:configuration-set': props.mail.configurationSets.map((set) => set.configurationSetName) },
          },
        },
      },
      // EventBridge retries an invoke Lambda refused (then the dead-letter queue); a failed
      // suppression write throws, and Lambda's asynchronous retries run the event again
      // (SES_EVENTS_RETRY_ATTEMPTS); one that still fails goes to the same queue, with its error.
      targets: [
        new targets.LambdaFunction(this.sesEvents, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
          deadLetterQueue: sesEventsDeadLetters,
        }),
      ],
    });

    // Starts due newsletters as "Send now" does, so it may start the bulk email worker too. Its
    // construct ids and descriptions keep the newsletters' old name, "campaign": a deploy changes nothing.
    this.sendScheduler = siteFunction(this, 'CampaignScheduler', {
      entry: BACKGROUND_ENTRIES.campaignScheduler,
      description: `Campaign scheduler: starts scheduled campaigns when due (every ${SEND_SCHEDULER_RATE_MINUTES} min)`,
      environment: { ...environment, BULK_EMAIL_WORKER_FUNCTION: this.bulkEmailWorker.functionName },
      timeout: Duration.minutes(1),
    });
    for (const grant of ['table:write', 'mail:send'] as const) applyGrant(this.sendScheduler, grant, props);
    this.sendScheduler.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.bulkEmailWorker.functionArn] }),
    );
    const schedulerRole = new iam.Role(this, 'CampaignScheduleInvoker', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler invokes the campaign scheduler',
    });
    // This function alone, not its versions (grantInvoke would add `<arn>:*`).
    schedulerRole.addToPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.sendScheduler.functionArn] }),
    );
    scheduleDeadLetters.grantSendMessages(schedulerRole);
    new scheduler.CfnSchedule(this, 'CampaignSchedule', {
      description: 'Starts scheduled newsletter campaigns whose time has come',
      scheduleExpression: `rate(${SEND_SCHEDULER_RATE_MINUTES} minute${SEND_SCHEDULER_RATE_MINUTES === 1 ? '' : 's'})`,
      flexibleTimeWindow: { mode: 'OFF' },
      // A missed run is no loss: the next one finds the same due newsletters.
      target: {
        arn: this.sendScheduler.functionArn,
        roleArn: schedulerRole.roleArn,
        retryPolicy: { maximumRetryAttempts: 0 },
        deadLetterConfig: { arn: scheduleDeadLetters.queueArn },
      },
    });

    // The one function with the renderer (React and the pages' modules) and the seed. It reads the
    // table and writes its publish marks and, on a new deployment, the seed; it reads and writes the
    // site bucket's pages and covers, never its hashed assets (the deploy's), and deletes the pages
    // of books she took off. The site gives it the published-pages store and invalidation once the
    // distribution exists (Site.grantPublishing).
    this.publisher = siteFunction(this, 'Publisher', {
      entry: BACKGROUND_ENTRIES.publisher,
      description: 'Publisher: renders her pages from the table into the site bucket ({ action })',
      environment: { ...environment, SITE_BUCKET: props.data.siteBucket.bucketName },
      // Every page rendered with React: more memory is more CPU, and a publish well inside the admin's wait.
      memorySize: 1024,
      timeout: Duration.minutes(1),
    });
    applyGrant(this.publisher, 'table:write', props);
    this.publisher.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [props.data.siteBucket.arnForObjects('*')],
      }),
    );
    // The pages of books she took off are deleted; nothing else of the site is.
    this.publisher.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: [props.data.siteBucket.arnForObjects('books/*')],
      }),
    );
    // A page not published yet is then NoSuchKey (404), not AccessDenied; the book pages are listed.
    this.publisher.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.data.siteBucket.bucketArn] }),
    );

    // EPUBCheck is Java: a container image with a JRE beside the Node handler, which synth bundles
    // into the image's build context as it bundles the zip functions.
    const validatorLogs = functionLogGroup(this, 'EpubValidatorLogs');
    this.epubValidator = new lambda.DockerImageFunction(this, 'EpubValidator', {
      description: 'EPUB validator: EPUBCheck on one upload ({ key })',
      code: lambda.DockerImageCode.fromImageAsset(
        stageEpubValidatorImage(Stage.of(this)!.outdir, Stack.of(this).stackName, Stack.of(this).bundlingRequired),
        {
          platform: Platform.LINUX_ARM64,
        },
      ),
      architecture: lambda.Architecture.ARM_64,
      // The JVM's start and a large book's check; the routes that wait for it wait longer
      // (UPLOAD_CHECK_SECONDS: this timeout and a cold start).
      memorySize: 2048,
      timeout: Duration.seconds(UPLOAD_CHECK_SECONDS.validatorTimeout),
      environment,
      role: functionRole(this, 'EpubValidatorRole', 'Lambda role of the EPUB validator', validatorLogs),
      logGroup: validatorLogs,
    });
    // The uploads only: it reads the file it is asked about, nothing else.
    this.epubValidator.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.data.ebookBucket.arnForObjects(`${ARC_PREFIXES.uploads}*`)],
      }),
    );
  }
}
