import { Duration, Names, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { EDGE_TIMEOUT_SECONDS } from '../../functions/contract/edge';
import { SITE_CONFIG_PATH, type SiteConfig } from '../../functions/contract/site-config';
import {
  CACHE_POLICIES,
  EDGE,
  EDGE_FUNCTIONS,
  readsPublishedPages,
  type CachePolicyDeclaration,
  type CachePolicyId,
  type EdgeBehaviour,
  type EdgeDeclaration,
  type EdgeFunctionId,
} from '../edge/declaration';
import { edgeFunctionCode } from '../edge/functions';
import {
  HEADER_SETS,
  HSTS_MAX_AGE_SECONDS,
  STRIPE_CHECKOUT_ORIGIN,
  type CspSources,
  type HeaderSet,
} from '../security-headers';
import { sitePaths } from '../site-routing';
import type { Api } from './api';
import type { Auth } from './auth';
import type { Data } from './data';

export interface SiteProps {
  /** The frontend build (prerendered `index.html` per route, `404.html`, assets). */
  frontendDir: string;
  data: Data;
  auth: Auth;
  api: Api;
  /**
   * A custom domain and its us-east-1 ACM certificate; `alternateDomainNames` (`www.<domainName>`)
   * are served too, and the admin on `adminDomainName`, its own origin; the certificate covers them all.
   */
  customDomain?: {
    domainName: string;
    adminDomainName: string;
    certificateArn: string;
    alternateDomainNames?: string[];
  };
  /** What CloudFront does; the local server obeys the same (tests pass a changed one). */
  edge?: EdgeDeclaration;
  /** The secret CloudFront adds to every request it sends the API (`edge.apiHeaders.originSecret`). */
  originSecret: secretsmanager.ISecret;
}

/** CloudFront's response headers policy, built from the same module the local server uses. */
export function responseHeadersBehaviors(
  edge: EdgeDeclaration,
  sources: CspSources,
  set: HeaderSet,
): cloudfront.ResponseHeadersPolicyProps {
  const headers = edge.responseHeaders(sources, { https: true, set });
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
        const frameOption = {
          DENY: cloudfront.HeadersFrameOption.DENY,
          SAMEORIGIN: cloudfront.HeadersFrameOption.SAMEORIGIN,
        }[value.toUpperCase()];
        if (!frameOption) throw new Error(`Unexpected x-frame-options: ${value}`);
        security.frameOptions = { frameOption, override: true };
        break;
      }
      case 'referrer-policy': {
        const referrerPolicy = Object.values(cloudfront.HeadersReferrerPolicy).find((v) => v === value);
        if (!referrerPolicy) throw new Error(`Unexpected referrer-policy: ${value}`);
        security.referrerPolicy = { referrerPolicy, override: !edge.originMayOverride.includes(name) };
        break;
      }
      default:
        custom.push({ header: name, value, override: !edge.originMayOverride.includes(name) });
    }
  }
  return {
    comment: `Security headers, ${set} set (infra/security-headers.ts).`,
    securityHeadersBehavior: security,
    customHeadersBehavior: { customHeaders: custom },
    removeHeaders: edge.removeHeaders,
  };
}

/** The site bucket behind CloudFront, the `/api/*` behaviour and one per page route, and `/config.json`. */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment: s3deploy.BucketDeployment;
  readonly siteUrl: string;
  /** The admin's origin: its own with a custom domain, else the site's. */
  readonly adminUrl: string;
  /** One per set of headers a behaviour may send (infra/security-headers.ts). */
  readonly responseHeadersPolicies: ReadonlyMap<HeaderSet, cloudfront.ResponseHeadersPolicy>;
  /** The role of CDK's BucketDeployment Lambda (own role: no AWS managed policy). */
  readonly deploymentRole: iam.Role;
  /**
   * The pages publishing added after the deploy (a new book's page), one key each, which the site
   * functions ask before answering an unknown path with the 404 page. Created empty; the
   * publisher writes it, a deploy never does.
   */
  readonly publishedPages: cloudfront.KeyValueStore;

  /** The `edge:invalidate` grant: CreateInvalidation on this distribution alone, and its id (env DISTRIBUTION_ID). */
  grantInvalidation(fn: lambda.Function): void {
    this.distribution.grantCreateInvalidation(fn);
    fn.addEnvironment('DISTRIBUTION_ID', this.distribution.distributionId);
  }

  /**
   * What the publisher needs of the site: writing the published-pages store (its ARN in env
   * PUBLISHED_PAGES_STORE_ARN) and invalidating what it wrote.
   */
  grantPublishing(fn: lambda.Function): void {
    this.grantInvalidation(fn);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:UpdateKeys'],
        resources: [this.publishedPages.keyValueStoreArn],
      }),
    );
    fn.addEnvironment('PUBLISHED_PAGES_STORE_ARN', this.publishedPages.keyValueStoreArn);
  }

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const { data, auth, api, customDomain } = props;

    this.bucket = data.siteBucket;

    const edge = props.edge ?? EDGE;
    // Account-wide names carry the region, so the stack deploys in two regions of one account.
    const accountWideName = (scope: Construct, maxLength: number) =>
      `${Names.uniqueResourceName(scope, { maxLength: maxLength - 16 })}-${stack.region}`;

    const cspSources: CspSources = {
      cognitoOrigin: `https://cognito-idp.${stack.region}.amazonaws.com`,
      // Presigned ebook URLs are virtual-hosted: https://<bucket>.s3.<region>.amazonaws.com/...,
      // or https://<bucket>.s3.amazonaws.com in us-east-1, depending on the SDK's endpoint rules.
      ebookOrigins: [
        `https://${data.ebookBucket.bucketRegionalDomainName}`,
        `https://${data.ebookBucket.bucketName}.s3.amazonaws.com`,
      ],
      checkoutOrigin: STRIPE_CHECKOUT_ORIGIN,
    };
    // The isolated set keeps the id and name the single policy had, so a deployed stack keeps it.
    const policyPrefix: Record<HeaderSet, string> = { isolated: '', reader: 'Reader' };
    this.responseHeadersPolicies = new Map(
      HEADER_SETS.map((set) => [
        set,
        new cloudfront.ResponseHeadersPolicy(this, `${policyPrefix[set]}SecurityHeaders`, {
          ...responseHeadersBehaviors(edge, cspSources, set),
          responseHeadersPolicyName: `${policyPrefix[set]}${accountWideName(this, 128 - policyPrefix[set].length)}`,
        }),
      ]),
    );

    // The CloudFront Functions: their source files, with the build's pages for the site ones and
    // the admin's own origin (only a custom domain gives it one: a host name on the same distribution).
    const paths = sitePaths(props.frontendDir);
    const siteOrigins = customDomain
      ? { reader: `https://${customDomain.domainName}`, admin: `https://${customDomain.adminDomainName}` }
      : undefined;
    this.publishedPages = new cloudfront.KeyValueStore(this, 'PublishedPages', {
      comment: 'Pages published after the deploy (one key per page path): the site functions route them',
    });
    const functions = new Map<EdgeFunctionId, cloudfront.Function>();
    for (const [id, { comment }] of Object.entries(EDGE_FUNCTIONS) as [
      EdgeFunctionId,
      (typeof EDGE_FUNCTIONS)[EdgeFunctionId],
    ][]) {
      functions.set(
        id,
        new cloudfront.Function(this, pascal(id), {
          code: cloudfront.FunctionCode.fromInline(edgeFunctionCode(id, edge, paths, siteOrigins)),
          runtime: cloudfront.FunctionRuntime.JS_2_0,
          comment,
          ...(readsPublishedPages(id) ? { keyValueStore: this.publishedPages } : {}),
        }),
      );
    }

    // Cache policies: AWS's managed ones, or our own (CDK names those with the region).
    const cachePolicies = new Map<CachePolicyId, cloudfront.ICachePolicy>();
    for (const [id, policy] of Object.entries(CACHE_POLICIES) as [CachePolicyId, CachePolicyDeclaration][]) {
      cachePolicies.set(
        id,
        policy.managed
          ? cloudfront.CachePolicy[policy.managed]
          : new cloudfront.CachePolicy(this, `${pascal(id)}Cache`, {
              comment: policy.comment,
              minTtl: Duration.seconds(policy.minTtlSeconds),
              defaultTtl: Duration.seconds(policy.defaultTtlSeconds),
              maxTtl: Duration.seconds(policy.maxTtlSeconds),
              queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
              headerBehavior: cloudfront.CacheHeaderBehavior.none(),
              cookieBehavior: cloudfront.CacheCookieBehavior.none(),
              enableAcceptEncodingGzip: true,
              enableAcceptEncodingBrotli: policy.brotli,
            }),
      );
    }

    // READ + LIST: a missing key is S3's 404 (not a 403).
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessControl: new cloudfront.S3OriginAccessControl(this, 'OriginAccess', {
        originAccessControlName: accountWideName(this, 64),
      }),
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    // Her pictures: READ + LIST, as the site's (a missing picture is a 404).
    const mediaOrigin = origins.S3BucketOrigin.withOriginAccessControl(data.mediaBucket, {
      originAccessControl: new cloudfront.S3OriginAccessControl(this, 'MediaAccess', {
        originAccessControlName: `media-${accountWideName(this, 58)}`,
      }),
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    const apiOrigin = new origins.HttpOrigin(`${api.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Proof that a request came through here (functions/lib/edge.ts); CloudFront overwrites a viewer-sent one.
      customHeaders: { [edge.apiHeaders.originSecret]: props.originSecret.secretValue.unsafeUnwrap() },
      // Longer than API Gateway's own limit, so its reply (or the function's) reaches the viewer.
      readTimeout: Duration.seconds(EDGE_TIMEOUT_SECONDS.apiOriginRead),
    });

    const behaviourOptions = (behaviour: EdgeBehaviour): cloudfront.BehaviorOptions => ({
      origin: { site: siteOrigin, media: mediaOrigin, api: apiOrigin }[behaviour.origin],
      viewerProtocolPolicy: { 'redirect-to-https': cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS }[
        edge.viewerProtocol
      ],
      allowedMethods:
        behaviour.methods === 'GET_HEAD'
          ? cloudfront.AllowedMethods.ALLOW_GET_HEAD
          : cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cachePolicies.get(behaviour.cachePolicy)!,
      // The API gets every viewer header but Host (API Gateway needs its own Host).
      ...(behaviour.origin === 'api'
        ? { originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER }
        : {}),
      responseHeadersPolicy: this.responseHeadersPolicies.get(behaviour.headers)!,
      compress: behaviour.compress,
      functionAssociations: [
        ...(behaviour.viewerRequest
          ? [
              {
                function: functions.get(behaviour.viewerRequest)!,
                eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
              },
            ]
          : []),
        ...(behaviour.viewerResponse
          ? [
              {
                function: functions.get(behaviour.viewerResponse)!,
                eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE,
              },
            ]
          : []),
      ],
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
            domainNames: [
              customDomain.domainName,
              ...(customDomain.alternateDomainNames ?? []),
              customDomain.adminDomainName,
            ],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', customDomain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: behaviourOptions(edge.defaultBehaviour),
      // In the declaration's order, which is CloudFront's precedence.
      additionalBehaviors: Object.fromEntries(edge.behaviours.map((b) => [b.pathPattern, behaviourOptions(b)])),
      errorResponses: edge.errorResponses.map((e) => ({
        httpStatus: e.httpStatus,
        responseHttpStatus: e.responseHttpStatus,
        responsePagePath: e.responsePagePath,
        ttl: Duration.seconds(e.ttlSeconds),
      })),
    });

    this.siteUrl = siteOrigins?.reader ?? `https://${this.distribution.distributionDomainName}`;
    this.adminUrl = siteOrigins?.admin ?? this.siteUrl;

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
    // Two uploads of the one build, each with the Cache-Control of its kind: hashed assets
    // first, then the files that name them (HTML) and config.json, then the invalidation.
    const { hashedPrefix, hashed, revalidated } = edge.objectCacheControl;
    const build = s3deploy.Source.asset(props.frontendDir);
    const shared = {
      destinationBucket: this.bucket,
      prune: false,
      memoryLimit: 512,
      role: deployRole,
      logGroup: deployLogs,
    };
    const hashedDeployment = new s3deploy.BucketDeployment(this, 'HashedAssets', {
      ...shared,
      sources: [build],
      exclude: ['*'],
      include: [`${hashedPrefix}*`],
      cacheControl: [s3deploy.CacheControl.fromString(hashed)],
    });
    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      ...shared,
      sources: [build, s3deploy.Source.jsonData(SITE_CONFIG_PATH.replace(/^\//, ''), config)],
      exclude: [`${hashedPrefix}*`],
      cacheControl: [s3deploy.CacheControl.fromString(revalidated)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    this.deployment.node.addDependency(hashedDeployment);
  }
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
