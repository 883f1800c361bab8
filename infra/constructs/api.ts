import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { methodsOf, type RouteDef } from '../../functions/contract/define-route';
import { routeList, type RouteName } from '../../functions/contract/routes';
import type { Auth } from './auth';
import { applyGrant, functionLogGroup, functionRole, siteFunction, type GrantTargets } from './lambda';

export interface ApiProps extends GrantTargets {
  auth: Auth;
  /** The shared environment (`sharedEnvironment`). */
  environment: Record<string, string>;
  /** The bulk email worker the job routes start (`Background`). */
  bulkEmailWorker: NodejsFunction;
  /** Default stage throttling, for the whole API. */
  throttle?: { rateLimit: number; burstLimit: number };
}

/**
 * The routes that start the bulk email worker (functions/core/bulk-email/jobs.ts calls
 * `deps.startBulkEmailJob`): start a job, retry its failures, and watch it (which restarts a
 * stalled worker). They get BULK_EMAIL_WORKER_FUNCTION and may invoke that function only.
 */
export const BULK_EMAIL_STARTERS: readonly RouteName[] = ['sendBulkDownloadEmails', 'getBulkEmailJob', 'retryBulkEmailJob', 'resumeBulkEmailJob', 'sendCampaign'];

/**
 * Routes that may run longer than the default 15 s: the MailerLite sync pages through the
 * group under MailerLite's rate limit. 29 s stays under API Gateway's 30 s integration limit;
 * its own work budget (MAILERLITE_WORK_BUDGET_MS, functions/core/mailerlite/client.ts) is shorter.
 */
export const ROUTE_TIMEOUTS: Partial<Record<RouteName, Duration>> = {
  syncVoraciousReaders: Duration.seconds(29),
  // They wait for EPUBCheck (the validator function) on a book of up to 30 MB.
  createEbook: Duration.seconds(29),
  addEbookVersion: Duration.seconds(29),
};

/**
 * The API's throttle: a cost ceiling for the whole API, not fairness. Per-client limits (the route
 * table's `rateLimit`) are counted in the table by the handlers (functions/http/route-handler.ts), keyed by
 * the viewer address CloudFront reports, so one busy client never slows the others down. This
 * ceiling sits well above what readers need after a bulk email (thousands opening a link within
 * minutes is a few requests a second) and caps what a distributed flood can cost.
 */
export const API_COST_CEILING = { rateLimit: 50, burstLimit: 100 } as const;

export interface RouteFunction {
  route: RouteDef & { name: string };
  fn: NodejsFunction;
  apiRoute: apigw.HttpRoute;
  /** HEAD on a GET page that answers it (`answersHead`): a route of its own to the same function. */
  headRoute?: apigw.HttpRoute;
}

/** What a shared role's key says of the routes that start the bulk email worker (beside their grants). */
const STARTS_JOBS = 'lambda:invoke-bulk-email-worker';
/** `mail:send table:write` -> `MailSendTableWrite`: a shared role's construct id. */
const roleIdOf = (key: string) => key.split(/[^A-Za-z0-9]+/).filter(Boolean).map(constructIdOfWord).join('');
const constructIdOfWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `listShortStories` -> `ListShortStories`: the readable construct id of a route's parts. */
export const constructIdOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The HTTP API: one Lambda and one route per entry of the route table (`routeList`), a Cognito
 * JWT authorizer on every admin route, default-stage throttling as a cost ceiling
 * (`API_COST_CEILING`) and JSON access logs. No CORS: the browser reaches the API on the
 * site's own origin, through CloudFront's `/api/*` behaviour (and one behaviour per page or feed
 * route outside /api/, see `Site`).
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions: RouteFunction[] = [];

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

    const workerName = props.bulkEmailWorker.functionName;
    // The routes' functions log to one group, and those with the same grants share one role.
    const logGroup = functionLogGroup(this, 'FunctionLogs');
    const roles = new Map<string, iam.Role>();
    const roleFor = (grants: readonly string[]) => {
      const key = [...grants].sort().join(' ') || 'none';
      if (!roles.has(key)) roles.set(key, functionRole(this, `Role${roleIdOf(key)}`, `Lambda role of the API routes granted: ${key}`, logGroup));
      return roles.get(key)!;
    };

    for (const route of routeList) {
      const name = constructIdOf(route.name);
      const startsJobs = BULK_EMAIL_STARTERS.includes(route.name);
      const fn = siteFunction(this, name, {
        entry: `functions/http/${route.handler}.ts`,
        description: `${route.method} ${route.path}`,
        environment: { ...props.environment, ...(startsJobs ? { BULK_EMAIL_WORKER_FUNCTION: workerName } : {}) },
        timeout: ROUTE_TIMEOUTS[route.name],
        shared: { role: roleFor([...route.grants, ...(startsJobs ? [STARTS_JOBS] : [])]), logGroup },
      });
      for (const grant of route.grants) applyGrant(fn, grant, props);
      if (startsJobs) {
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.bulkEmailWorker.functionArn] }));
      }

      const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
      // API Gateway matches HEAD only to a HEAD route: a GET page that answers HEAD gets one too.
      const [apiRoute, headRoute] = methodsOf(route).map(
        (method) =>
          new apigw.HttpRoute(this, method === route.method ? `${name}Route` : `${name}${method}Route`, {
            httpApi: this.httpApi,
            routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[method]),
            integration,
            authorizer: route.access === 'admin' ? authorizer : undefined,
          }),
      ) as [apigw.HttpRoute, apigw.HttpRoute?];
      this.functions.push({ route, fn, apiRoute, ...(headRoute ? { headRoute } : {}) });
    }
  }
}
