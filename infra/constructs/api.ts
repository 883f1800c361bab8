import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import type { Grant, RouteDef } from '../../functions/contract/define-route';
import { routeList } from '../../functions/contract/routes';
import type { Auth } from './auth';
import type { Data } from './data';
import type { Mail } from './mail';

/** The repository root: entries, the lock file and the esbuild project root are found from it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProps {
  data: Data;
  auth: Auth;
  mail: Mail;
  mailFrom: string;
  /** `https://<domain>` when the stack has a custom domain; otherwise unset (see `Site`). */
  siteUrl?: string;
  /** Default stage throttling, for the whole API. */
  throttle?: { rateLimit: number; burstLimit: number };
}

export interface RouteFunction {
  route: RouteDef & { name: string };
  fn: NodejsFunction;
  apiRoute: apigw.HttpRoute;
}

/** `listShortStories` -> `ListShortStories`: the readable construct id of a route's parts. */
export const constructIdOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The HTTP API: one Lambda and one route per entry of the route table (`routeList`), a Cognito
 * JWT authorizer on every admin route, default-stage throttling and JSON access logs. No CORS:
 * the browser reaches the API on the site's own origin, through CloudFront's `/api/*` behaviour.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'The author site API (reached through CloudFront /api/*).',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
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

    const environment: Record<string, string> = {
      TABLE_NAME: props.data.table.tableName,
      EBOOK_BUCKET: props.data.ebookBucket.bucketName,
      MAIL_FROM: props.mailFrom,
      SES_CONFIGURATION_SET: props.mail.configurationSet.configurationSetName,
      NODE_OPTIONS: '--enable-source-maps',
      ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
    };

    for (const route of routeList) {
      const name = constructIdOf(route.name);
      const logGroup = new logs.LogGroup(this, `${name}Logs`, {
        retention: logs.RetentionDays.THREE_MONTHS,
      });
      // An own role per function, without the AWSLambdaBasicExecutionRole managed policy:
      // it may write to its own log group and do what its grants say, nothing else.
      const role = new iam.Role(this, `${name}Role`, {
        assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
        description: `Lambda role of ${route.method} ${route.path}`,
      });
      logGroup.grantWrite(role);

      const entry = path.join(REPO_ROOT, 'functions/http', `${route.handler}.ts`);
      if (!existsSync(entry)) {
        throw new Error(`Route ${route.name} (${route.method} ${route.path}): no handler module at ${path.relative(REPO_ROOT, entry)}`);
      }
      const fn = new NodejsFunction(this, `${name}Fn`, {
        description: `${route.method} ${route.path}`,
        entry,
        handler: 'handler',
        projectRoot: REPO_ROOT,
        depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 512,
        timeout: Duration.seconds(15),
        role,
        logGroup,
        environment: {
          ...environment,
          ...(route.grants.includes('mailerlite:key')
            ? { MAILERLITE_SECRET_ARN: props.mail.mailerLiteSecret.secretArn }
            : {}),
        },
        bundling: {
          forceDockerBundling: false,
          format: OutputFormat.ESM,
          target: 'node22',
          platform: 'node',
          mainFields: ['module', 'main'],
          minify: true,
          sourceMap: true,
          sourcesContent: false,
          // ESM output: CommonJS dependencies that call `require` need one.
          banner: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
          // The Node 22 runtime ships the AWS SDK v3.
          externalModules: ['@aws-sdk/*'],
        },
      });
      for (const grant of route.grants) this.grant(fn, grant, props);

      const apiRoute = new apigw.HttpRoute(this, `${name}Route`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
        authorizer: route.access === 'admin' ? authorizer : undefined,
      });
      this.functions.push({ route, fn, apiRoute });
    }
  }

  private grant(fn: NodejsFunction, grant: Grant, props: ApiProps): void {
    switch (grant) {
      case 'table:read':
        props.data.table.grantReadData(fn);
        return;
      case 'table:write':
        props.data.table.grantReadWriteData(fn);
        return;
      case 'ebook:read': {
        // The one object and nothing else. ListBucket (limited to that key) lets HeadObject answer
        // 404 rather than 403 when the epub has not been uploaded yet.
        const bucket = props.data.ebookBucket;
        fn.addToRolePolicy(
          new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects(EBOOK_FILENAME)] }),
        );
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['s3:ListBucket'],
            resources: [bucket.bucketArn],
            conditions: { StringEquals: { 's3:prefix': EBOOK_FILENAME } },
          }),
        );
        return;
      }
      case 'mail:send':
        props.mail.grantSend(fn);
        return;
      case 'mailerlite:key':
        props.mail.mailerLiteSecret.grantRead(fn);
        return;
      default: {
        const unknown: never = grant;
        throw new Error(`Unknown grant "${String(unknown)}"`);
      }
    }
  }
}
