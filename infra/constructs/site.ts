import { Duration, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RouteDef } from '../../functions/contract/define-route';
import { routeList } from '../../functions/contract/routes';
import { SITE_CONFIG_PATH, type SiteConfig } from '../../functions/contract/site-config';
import { HSTS_MAX_AGE_SECONDS, securityHeaders, type CspSources } from '../security-headers';
import { PRETTY_URLS } from '../site-routing';
import type { Api } from './api';
import type { Auth } from './auth';
import type { Data } from './data';

export { PRETTY_URLS };

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
export function responseHeadersBehaviors(sources: CspSources): cloudfront.ResponseHeadersPolicyProps {
  const headers = securityHeaders(sources, { https: true });
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

/**
 * The CloudFront path patterns of the route table's routes outside `/api/` (pages and feeds a
 * function renders: `/blog/{slug}` -> `/blog/*`, `/sitemap.xml`), with the methods they need.
 * `/blog` itself stays the prerendered list page: `/blog/*` does not match it.
 */
export function functionPagePatterns(routes: readonly Pick<RouteDef, 'method' | 'path'>[] = routeList): Map<string, Set<string>> {
  const patterns = new Map<string, Set<string>>();
  for (const route of routes) {
    if (route.path.startsWith('/api/')) continue;
    const pattern = route.path.replace(/\{\w+\}/g, '*');
    patterns.set(pattern, (patterns.get(pattern) ?? new Set()).add(route.method));
  }
  return patterns;
}

/** The site bucket behind CloudFront, the `/api/*` behaviour and one per page route, and `/config.json`. */
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

    this.bucket = data.siteBucket;

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(
      this,
      'SecurityHeaders',
      responseHeadersBehaviors({
        cognitoOrigin: `https://cognito-idp.${stack.region}.amazonaws.com`,
        // Presigned ebook URLs are virtual-hosted: https://<bucket>.s3.<region>.amazonaws.com/...,
        // or https://<bucket>.s3.amazonaws.com in us-east-1, depending on the SDK's endpoint rules.
        ebookOrigins: [`https://${data.ebookBucket.bucketRegionalDomainName}`, `https://${data.ebookBucket.bucketName}.s3.amazonaws.com`],
      }),
    );

    const prettyUrls = new cloudfront.Function(this, 'PrettyUrls', {
      code: cloudfront.FunctionCode.fromInline(PRETTY_URLS),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves /path from the prerendered /path/index.html, /admin/* from the admin shell',
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

    // What every behaviour to the API shares: all viewer headers but Host (so API Gateway gets
    // its own Host) with the x-forwarded-host the handlers build links from, HTTPS only.
    const toApi = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations: [{ function: forwardedHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    } satisfies cloudfront.BehaviorOptions;

    // Pages and feeds rendered by a function are public and the same for every reader, and each
    // says how long it may be kept (Cache-Control: public, max-age=60 or 300). Honouring that
    // spares a Lambda run per crawler hit; a reply without Cache-Control is not kept (default 0),
    // and nothing is kept over an hour whatever the function says. Only the path is the cache key:
    // query strings, cookies and headers do not change these pages (x-forwarded-host only matters
    // without a custom domain, where the site has one host).
    const functionPageCache = new cloudfront.CachePolicy(this, 'FunctionPageCache', {
      comment: 'Pages and feeds rendered by a function: their own Cache-Control, at most an hour',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.hours(1),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const pageBehaviours: Record<string, cloudfront.BehaviorOptions> = {};
    // Exact paths first (`/blog/rss.xml` before `/blog/*`): CloudFront takes the first match.
    const patterns = [...functionPagePatterns()].sort(([a], [b]) => Number(a.includes('*')) - Number(b.includes('*')));
    for (const [pattern, methods] of patterns) {
      pageBehaviours[pattern] = {
        ...toApi,
        allowedMethods: [...methods].every((m) => m === 'GET' || m === 'HEAD')
          ? cloudfront.AllowedMethods.ALLOW_GET_HEAD
          : cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: functionPageCache,
        compress: true,
      };
    }

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
          ...toApi,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        },
        ...pageBehaviours,
      },
      // Custom error responses apply to the whole distribution, the API included. Mapping 403
      // would turn the API's JSON 403 (signed in, not admin) into the HTML 404 page, so only
      // 404 is mapped (S3 answers 404 for missing keys thanks to LIST above). An API 404 reply
      // does become the 404 page through CloudFront (still status 404), and so does a function
      // page's own 404 (an unknown /blog/{slug}): error pages cannot be scoped per behaviour.
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
