import { Duration, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { SITE_CONFIG_PATH, type SiteConfig } from '../../functions/contract/site-config';
import { HSTS_MAX_AGE_SECONDS, securityHeaders } from '../security-headers';
import type { Api } from './api';
import type { Auth } from './auth';
import { privateBucketProps, type Data } from './data';

export interface SiteProps {
  /** The frontend build (prerendered `index.html` per route, `404.html`, assets). */
  frontendDir: string;
  data: Data;
  auth: Auth;
  api: Api;
  /** A custom domain and its us-east-1 ACM certificate; both or neither. */
  customDomain?: { domainName: string; certificateArn: string };
}

/**
 * Serves `/path` and `/path/` from the prerendered `path/index.html`; anything with an
 * extension (assets, `/config.json`, `/404.html`) is fetched as is.
 */
export const PRETTY_URLS = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    request.uri = uri + '/index.html';
  }
  return request;
}`;

/**
 * The handlers build absolute links (download and unsubscribe links in emails) from the site's
 * address. The Lambdas cannot be given the distribution's domain: the distribution depends on
 * the API, the API on the Lambdas, so an env var holding the distribution's domain would be a
 * dependency cycle. So: with a custom domain the stack sets SITE_URL (a known string); without
 * one, this viewer-request function copies the Host the viewer used (the cloudfront.net name)
 * into `x-forwarded-host`, which reaches the API because the origin request policy forwards all
 * viewer headers except Host. It always overwrites a viewer-sent `x-forwarded-host`, so behind
 * CloudFront the header is never the viewer's own.
 */
export const FORWARDED_HOST = `function handler(event) {
  var request = event.request;
  if (request.headers.host) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }
  return request;
}`;

/** CloudFront's response headers policy, built from the same module the local server uses. */
export function responseHeadersBehaviors(cognitoOrigin: string): cloudfront.ResponseHeadersPolicyProps {
  const headers = securityHeaders({ cognitoOrigin }, { https: true });
  const security: {
    -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        if (!value.includes(`max-age=${HSTS_MAX_AGE_SECONDS}`)) throw new Error(`Unexpected HSTS value: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: /includeSubDomains/i.test(value),
          preload: /preload/i.test(value),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`Unexpected x-content-type-options: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const frameOption = { DENY: cloudfront.HeadersFrameOption.DENY, SAMEORIGIN: cloudfront.HeadersFrameOption.SAMEORIGIN }[
          value.toUpperCase()
        ];
        if (!frameOption) throw new Error(`Unexpected x-frame-options: ${value}`);
        security.frameOptions = { frameOption, override: true };
        break;
      }
      case 'referrer-policy': {
        const referrerPolicy = Object.values(cloudfront.HeadersReferrerPolicy).find((v) => v === value);
        if (!referrerPolicy) throw new Error(`Unexpected referrer-policy: ${value}`);
        security.referrerPolicy = { referrerPolicy, override: true };
        break;
      }
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return {
    comment: 'Security headers of every page and API reply (infra/security-headers.ts).',
    securityHeadersBehavior: security,
    customHeadersBehavior: { customHeaders: custom },
    removeHeaders: ['server'],
  };
}

/** The site bucket behind CloudFront, the `/api/*` behaviour, and `/config.json`. */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment: s3deploy.BucketDeployment;
  readonly siteUrl: string;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The role of CDK's BucketDeployment Lambda (own role: no AWS managed policy). */
  readonly deploymentRole: iam.Role;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const { data, auth, api, customDomain } = props;

    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps,
      serverAccessLogsBucket: data.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(
      this,
      'SecurityHeaders',
      responseHeadersBehaviors(`https://cognito-idp.${stack.region}.amazonaws.com`),
    );

    const prettyUrls = new cloudfront.Function(this, 'PrettyUrls', {
      code: cloudfront.FunctionCode.fromInline(PRETTY_URLS),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves /path from the prerendered /path/index.html',
    });
    const forwardedHost = new cloudfront.Function(this, 'ForwardedHost', {
      code: cloudfront.FunctionCode.fromInline(FORWARDED_HOST),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Copies the viewer Host into x-forwarded-host for the API',
    });

    const apiOrigin = new origins.HttpOrigin(`${api.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Author site',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: data.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(customDomain
        ? {
            domainNames: [customDomain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        // READ + LIST: a missing key is a 404 (not S3's 403), so only 404 is mapped to the
        // site's 404 page below; see the note on errorResponses.
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: prettyUrls, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [{ function: forwardedHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
      // Custom error responses apply to the whole distribution, the API included. Mapping 403
      // would turn the API's JSON 403 (signed in, not admin) into the HTML 404 page, so only
      // 404 is mapped (S3 answers 404 for missing keys thanks to LIST above). An API 404 reply
      // does become the 404 page through CloudFront (still status 404).
      errorResponses: [
        { httpStatus: 404, responseHttpStatus: 404, responsePagePath: '/404.html', ttl: Duration.minutes(1) },
      ],
    });

    this.siteUrl = customDomain
      ? `https://${customDomain.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    const config: SiteConfig = {
      region: stack.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.client.userPoolClientId,
      siteUrl: this.siteUrl,
    };

    // Own role without AWSLambdaBasicExecutionRole; CDK adds the bucket and invalidation grants.
    const deployLogs = new logs.LogGroup(this, 'DeploymentLogs', { retention: logs.RetentionDays.ONE_MONTH });
    const deployRole = (this.deploymentRole = new iam.Role(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the frontend build and config.json into the site bucket',
    }));
    deployLogs.grantWrite(deployRole);

    // prune: false keeps the previous build's hashed assets, so a reader holding an older
    // index.html can still load its chunks (the admin chunk is loaded lazily, much later).
    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources: [
        s3deploy.Source.asset(props.frontendDir),
        s3deploy.Source.jsonData(SITE_CONFIG_PATH.replace(/^\//, ''), config),
      ],
      destinationBucket: this.bucket,
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role: deployRole,
      logGroup: deployLogs,
    });
  }
}
