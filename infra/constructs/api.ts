import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { methodsOf, type Grant, type RouteDef } from '../../functions/contract/define-route';
import type { RouteName } from '../../functions/contract/routes';
import { UPLOAD_CHECK_SECONDS } from '../../functions/core/arc/upload-deadlines';
import { API_FUNCTIONS, apiFunctionNames, grantsOf, routesOf, writeEntry, type ApiFunctionName } from '../functions';
import type { Auth } from './auth';
import { applyGrant, REPO_ROOT, siteFunction, type GrantTargets } from './lambda';

export interface ApiProps extends GrantTargets {
  auth: Auth;
  /** The shared environment (`sharedEnvironment`). */
  environment: Record<string, string>;
  /** ORIGIN_SECRET, for the API's functions alone: they refuse requests without it. */
  originSecret: string;
  /** The bulk email worker the job routes start (`Background`). */
  bulkEmailWorker: lambda.Function;
  /** Default stage throttling, for the whole API. */
  throttle?: { rateLimit: number; burstLimit: number };
}

/**
 * The routes that start the bulk email worker (functions/core/bulk-email/jobs.ts calls
 * `deps.startBulkEmailJob`): start a job, retry its failures, and watch it (which restarts a
 * stalled worker). They get BULK_EMAIL_WORKER_FUNCTION and may invoke that function only.
 */
export const BULK_EMAIL_STARTERS: readonly RouteName[] = [
  'sendBulkDownloadEmails',
  'getBulkEmailJob',
  'retryBulkEmailJob',
  'resumeBulkEmailJob',
  'sendNewsletter',
];

/**
 * The routes whose work on the address they are given runs after their reply
 * (functions/core/after-reply/start.ts), in an asynchronous invoke of their own function: it gets
 * AFTER_REPLY "invoke-self" and may invoke itself, and nothing else.
 */
export const AFTER_REPLY_ROUTES: readonly RouteName[] = ['mailingListSignup', 'libraryRequest'];

/** A route's run time unless `ROUTE_TIMEOUTS` gives it more. */
export const DEFAULT_ROUTE_TIMEOUT = Duration.seconds(15);

/**
 * Routes that may run longer than the default 15 s: the MailerLite sync pages through the
 * group under MailerLite's rate limit. 29 s stays under API Gateway's 30 s integration limit;
 * its own work budget (MAILERLITE_WORK_BUDGET_MS, functions/core/mailerlite/client.ts) is shorter.
 * A function runs as long as the longest of its routes.
 */
export const ROUTE_TIMEOUTS: Partial<Record<RouteName, Duration>> = {
  syncVoraciousReaders: Duration.seconds(29),
  // They wait for EPUBCheck (the validator function), within the upload check's declared deadlines.
  createEbook: Duration.seconds(UPLOAD_CHECK_SECONDS.route),
  addEbookVersion: Duration.seconds(UPLOAD_CHECK_SECONDS.route),
  // A 100-megapixel picture decoded and written again at four widths in two formats.
  createImage: Duration.seconds(29),
};

/** A route's memory (MB) unless `ROUTE_MEMORY` gives it more; a function has the most of its routes'. */
export const DEFAULT_ROUTE_MEMORY = 512;
export const ROUTE_MEMORY: Partial<Record<RouteName, number>> = {
  // libvips holds the widest variant decoded (up to 2,400 px wide, as tall as the picture is) and
  // its encoders' buffers; Lambda's CPU grows with memory too (2,048 MB: over one vCPU).
  createImage: 2048,
};

/**
 * The API's throttle: a cost ceiling for the whole API, not fairness. Per-client limits (the route
 * table's `rateLimit`) are counted in the table by the handlers (functions/http/route-handler.ts), keyed by
 * the viewer address CloudFront reports, so one busy client never slows the others down. This
 * ceiling sits well above what readers need after a bulk email (thousands opening a link within
 * minutes is a few requests a second) and caps what a distributed flood can cost.
 */
export const API_COST_CEILING = { rateLimit: 50, burstLimit: 100 } as const;

/** One of the API's functions (`API_FUNCTIONS`): its routes and the union of their grants. */
export interface ApiFunction {
  name: ApiFunctionName;
  fn: lambda.Function;
  routes: (RouteDef & { name: RouteName })[];
  grants: Grant[];
}

/** A route of the table, the function that serves it and its API Gateway routes. */
export interface RouteWiring {
  route: RouteDef & { name: RouteName };
  fn: lambda.Function;
  apiRoute: apigw.HttpRoute;
  /** HEAD on a GET page that answers it (`answersHead`): a route of its own to the same function. */
  headRoute?: apigw.HttpRoute;
}

/** What a function's role says of the routes that start the bulk email worker (beside their grants). */
const startsJobs = (routes: readonly { name: RouteName }[]) =>
  routes.some((route) => BULK_EMAIL_STARTERS.includes(route.name));

/** `listShortStories` -> `ListShortStories`: the readable construct id of a route's parts. */
export const constructIdOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Routes renamed in code keep the construct id they were deployed under: a new logical id
 * would make CloudFormation create a second route with the same route key before deleting the old one,
 * which API Gateway refuses.
 */
export const DEPLOYED_ROUTE_IDS: Partial<Record<RouteName, string>> = {
  mailingListSignup: 'NewsletterSignup',
  mailingListConfirmPage: 'NewsletterConfirmPage',
  mailingListConfirm: 'NewsletterConfirm',
  mailingListUnsubscribePage: 'NewsletterUnsubscribePage',
  mailingListUnsubscribe: 'NewsletterUnsubscribe',
  mailingListPreferencesPage: 'NewsletterPreferencesPage',
  mailingListSavePreferences: 'NewsletterSavePreferences',
  mailingListChangeEmail: 'NewsletterChangeEmail',
  mailingListEmailChangePage: 'NewsletterEmailChangePage',
  mailingListEmailChange: 'NewsletterEmailChange',
  listNewsletters: 'ListCampaigns',
  createNewsletter: 'CreateCampaign',
  createNewsletterFromPost: 'CreateCampaignFromPost',
  previewNewsletter: 'PreviewCampaign',
  getNewsletter: 'GetCampaign',
  updateNewsletter: 'UpdateCampaign',
  deleteNewsletter: 'DeleteCampaign',
  sendNewsletterTest: 'SendCampaignTest',
  scheduleNewsletter: 'ScheduleCampaign',
  unscheduleNewsletter: 'UnscheduleCampaign',
  getNewsletterReport: 'GetCampaignReport',
  sendNewsletter: 'SendCampaign',
  listArcRounds: 'ListArcCampaigns',
  createArcRound: 'CreateArcCampaign',
  getArcRound: 'GetArcCampaign',
  inviteToArcRound: 'InviteToArcCampaign',
  remindArcRound: 'RemindArcCampaign',
  exportArcRound: 'ExportArcCampaign',
};

/**
 * A function's one integration, for all its routes, and no Lambda permission per route (what
 * `HttpLambdaIntegration` adds): the function allows the whole API once (`Api`).
 */
class FunctionIntegration extends apigw.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: lambda.Function,
  ) {
    super(id);
  }

  bind(): apigw.HttpRouteIntegrationConfig {
    return {
      type: apigw.HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
    };
  }
}

/**
 * The HTTP API: a few functions, one per trust boundary (`API_FUNCTIONS`, infra/functions.ts),
 * each serving its routes of the table (`routeList`) through one bundle that dispatches on the
 * route key; one HTTP API route per entry, a Cognito JWT authorizer on every admin route,
 * default-stage throttling as a cost ceiling (`API_COST_CEILING`) and JSON access logs. No CORS:
 * the browser reaches the API on the site's own origin, through CloudFront's `/api/*` behaviour
 * (and one behaviour per page or feed route outside /api/, see `Site`).
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions: ApiFunction[] = [];
  readonly routes: RouteWiring[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'The author site API (reached through CloudFront).',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? API_COST_CEILING,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${stack.region}.amazonaws.com/${props.auth.userPool.userPoolId}`,
      { jwtAudience: [props.auth.client.userPoolClientId] },
    );

    for (const name of apiFunctionNames) {
      const routes = routesOf(name);
      const grants = grantsOf(name);
      const id = constructIdOf(name);
      const jobs = startsJobs(routes);
      const afterReply = routes.some((route) => AFTER_REPLY_ROUTES.includes(route.name));
      const timeouts = routes.map(
        (route) => ROUTE_TIMEOUTS[route.name]?.toSeconds() ?? DEFAULT_ROUTE_TIMEOUT.toSeconds(),
      );
      const fn = siteFunction(this, id, {
        entry: path.relative(REPO_ROOT, writeEntry(name)),
        description: `${API_FUNCTIONS[name].description} (${routes.length} routes)`,
        // The origin secret goes only where it is checked: the API's functions (functions/http/dispatch.ts).
        environment: {
          ...props.environment,
          ORIGIN_SECRET: props.originSecret,
          ...(jobs ? { BULK_EMAIL_WORKER_FUNCTION: props.bulkEmailWorker.functionName } : {}),
          ...(afterReply ? { AFTER_REPLY: 'invoke-self' } : {}),
        },
        // The longest its routes may take (API Gateway's 30 s integration limit caps them all).
        timeout: Duration.seconds(Math.max(...timeouts)),
        memorySize: Math.max(...routes.map((route) => ROUTE_MEMORY[route.name] ?? DEFAULT_ROUTE_MEMORY)),
      });
      for (const grant of grants) applyGrant(fn, grant, props);
      if (jobs)
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [props.bulkEmailWorker.functionArn],
          }),
        );
      // Itself, by ARN, in a policy of its own (the role's default policy, which the function
      // depends on, cannot name the function without a dependency cycle).
      if (afterReply)
        new iam.Policy(this, `${id}AfterReplyInvoke`, {
          roles: [fn.role!],
          statements: [new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] })],
        });
      // One permission for the whole API (any stage, method and path), not one per route.
      fn.addPermission('ApiInvoke', {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: stack.formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: '*/*' }),
      });
      this.functions.push({ name, fn, routes, grants });

      const integration = new FunctionIntegration(`${id}Integration`, fn);
      for (const route of routes) {
        const routeId = DEPLOYED_ROUTE_IDS[route.name] ?? constructIdOf(route.name);
        // API Gateway matches HEAD only to a HEAD route: a GET page that answers HEAD gets one too.
        const [apiRoute, headRoute] = methodsOf(route).map(
          (method) =>
            new apigw.HttpRoute(this, method === route.method ? `${routeId}Route` : `${routeId}${method}Route`, {
              httpApi: this.httpApi,
              routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[method]),
              integration,
              authorizer: route.access === 'admin' ? authorizer : undefined,
            }),
        ) as [apigw.HttpRoute, apigw.HttpRoute?];
        this.routes.push({ route, fn, apiRoute, ...(headRoute ? { headRoute } : {}) });
      }
    }
  }
}
