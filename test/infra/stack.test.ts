/* eslint-disable @typescript-eslint/no-explicit-any -- the synthesized CloudFormation template is untyped JSON */
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../functions/contract/constants';
import { EDGE_HEADERS } from '../../functions/contract/edge';
import { routeList } from '../../functions/contract/routes';
import { methodsOf } from '../../functions/contract/define-route';
import { API_FUNCTIONS, apiFunctionNames, routesOf } from '../../infra/functions';
import { REPO_ROOT } from '../../infra/constructs/lambda';
import { DEFAULT_ROUTE_MEMORY, ROUTE_MEMORY } from '../../infra/constructs/api';
import { tableSchema } from '../../functions/entities/table';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS } from '../../infra/security-headers';
import { REQUEST_LOG_DAYS } from '../../content/site';
import { seedPages } from '../support/seed-pages';
import { EDGE, EDGE_FUNCTIONS, type EdgeFunctionId } from '../../infra/edge/declaration';
import { edgeFunctionCode, loadEdgeFunction, type EdgeRequest, type EdgeResponse } from '../../infra/edge/functions';
import { sitePaths } from '../../infra/site-routing';
import { fakeFrontendBuild, REGION, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };
const resources = (template: Template, type: string): Resource[] =>
  Object.values(template.findResources(type)) as Resource[];
const one = (template: Template, type: string): Resource => {
  const found = resources(template, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** Managed policy ids (the same in every account). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

function nagViolations(app: Parameters<AwsSolutionsChecks['validateScope']>[0]) {
  return new AwsSolutionsChecks(app, { verbose: true })
    .validateScope(app)
    .violations.flatMap((v) =>
      v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}: ${v.description}`),
    );
}

describe('the stack without a custom domain', () => {
  let s: ReturnType<typeof synth>;
  beforeAll(() => {
    s = synth();
  }, 60_000);

  it('has exactly the API routes of the route table, JWT on admin routes', () => {
    const actual = resources(s.template, 'AWS::ApiGatewayV2::Route')
      .map((r) => `${r.Properties.RouteKey} ${r.Properties.AuthorizationType}`)
      .sort();
    const expected = routeList
      .flatMap((r) => methodsOf(r).map((method) => `${method} ${r.path} ${r.access === 'admin' ? 'JWT' : 'NONE'}`))
      .sort();
    expect(actual).toEqual(expected);
  });

  it('authorizes admin routes with Cognito JWTs of the web client', () => {
    const authorizer = one(s.template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer)).toContain(
      `https://cognito-idp.${REGION}.amazonaws.com/`,
    );
    expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([
      { Ref: expect.stringMatching(/^AuthUserPoolWebClient/) },
    ]);
  });

  it('throttles and logs the default stage', () => {
    const stage = one(s.template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(stage.Properties.AccessLogSettings.DestinationArn).toBeDefined();
    expect(s.template.findResources('AWS::ApiGatewayV2::Api')).toSatisfy((apis: Record<string, Resource>) =>
      Object.values(apis).every((a) => a.Properties.CorsConfiguration === undefined),
    );
  });

  it('builds the table from tableSchema: keys, GSI, TTL, PITR, on-demand', () => {
    const table = one(s.template, 'AWS::DynamoDB::Table').Properties;
    expect(table.KeySchema).toEqual([
      { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.GlobalSecondaryIndexes.map((i: any) => ({ name: i.IndexName, keys: i.KeySchema }))).toEqual(
      tableSchema.globalIndexes.map((i) => ({
        name: i.name,
        keys: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
      })),
    );
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: tableSchema.timeToLiveAttribute, Enabled: true });
    expect(table.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it('keeps the ebook bucket private, SSL-only, versioned and encrypted', () => {
    const buckets = s.template.findResources('AWS::S3::Bucket', {
      Properties: { VersioningConfiguration: { Status: 'Enabled' } },
    });
    const [ebookId, ebook] = Object.entries(buckets)[0] as [string, Resource];
    expect(Object.keys(buckets)).toHaveLength(1);
    expect(ebookId).toMatch(/EbookBucket/);
    expect(ebook.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      ebook.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm,
    ).toBe('AES256');
    expect(ebook.Properties.LoggingConfiguration).toBeDefined();
    s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: ebookId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the site through CloudFront with OAC, a 404 page and the /api/* behaviour', () => {
    const config = one(s.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    // Two S3 origins, each through its own origin access: the site bucket, and her pictures' media bucket at /media/*.
    const s3Origins = config.Origins.filter((o: any) => o.S3OriginConfig);
    expect(s3Origins.map((o: any) => o.OriginAccessControlId)).toEqual([expect.anything(), expect.anything()]);
    expect(resources(s.template, 'AWS::CloudFront::OriginAccessControl')).toHaveLength(2);
    const media = config.CacheBehaviors.find((b: any) => b.PathPattern === '/media/*');
    expect(media).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], Compress: false });
    expect(media.FunctionAssociations ?? []).toEqual([]);
    const mediaOrigin = config.Origins.find((o: any) => o.Id === media.TargetOriginId);
    expect(JSON.stringify(mediaOrigin.DomainName)).toContain('DataMediaBucket');
    // No distribution-wide error page: the API and function pages keep their own 404s (test/infra/edge.test.ts).
    expect(config.CustomErrorResponses).toBeUndefined();
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    });
    const apiOrigin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // CloudFront proves each request to the API with the generated origin secret.
    const secretId = logicalIdOfSecret(s);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: EDGE_HEADERS.originSecret,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] },
      },
    ]);
    // The viewer-request function gives the API the viewer's address (per-client limits).
    expect(api.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/ApiRequest/), 'FunctionARN'] },
      },
    ]);
    expect(config.Logging?.Bucket).toBeDefined();
  });

  it('keeps the request logs (CloudFront’s, with every emailed link’s token, and the buckets’) for the days the privacy policy says', () => {
    const config = one(s.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    const [logBucketId] = config.Logging.Bucket['Fn::GetAtt'];
    const logBucket = s.template.toJSON().Resources[logBucketId] as Resource;
    expect(logBucket.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: REQUEST_LOG_DAYS, Status: 'Enabled' }),
    ]);
    expect(REQUEST_LOG_DAYS).toBeLessThanOrEqual(7);
    for (const bucket of resources(s.template, 'AWS::S3::Bucket').filter((b) => b.Properties.LoggingConfiguration))
      expect(bucket.Properties.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logBucketId });
    // The seed's policy says so, whoever she is and wherever it is served.
    const hosting = seedPages('https://author.example')
      .privacy.sections.flatMap((section) => section.list ?? [])
      .find((item) => item.label === 'Hosting');
    expect(hosting?.text).toContain(`we keep those logs for ${REQUEST_LOG_DAYS} days`);
  });

  it('puts the CSP of security-headers.ts, HSTS and the usual headers on every behaviour, COOP on the admin and the API only', () => {
    const policies = Object.entries(s.template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as [
      string,
      Resource,
    ][];
    expect(policies).toHaveLength(2);
    const customOf = (policy: Resource) =>
      policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items.map((h: any) => h.Header);
    const [isolatedId] = policies.find(([, p]) => customOf(p).includes('cross-origin-opener-policy'))!;
    const [readerId] = policies.find(([id]) => id !== isolatedId)!;
    const config = one(s.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    const behaviours = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    for (const behaviour of behaviours) {
      const isolated = behaviour.PathPattern === '/api/*' || behaviour.PathPattern === '/admin*';
      expect(behaviour.ResponseHeadersPolicyId, behaviour.PathPattern ?? '*').toEqual({
        Ref: isolated ? isolatedId : readerId,
      });
      expect(behaviour.ViewerProtocolPolicy).toMatch(/https/);
    }
    expect(behaviours.filter((b) => b.ResponseHeadersPolicyId.Ref === isolatedId)).toHaveLength(2);
    for (const [policyId, policy] of policies) checkSecurityHeaders(policy, policyId === isolatedId);
  });

  function checkSecurityHeaders(policy: Resource, isolated: boolean) {
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const ebook = s.stack.data.ebookBucket;
    expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toEqual(
      s.stack.resolve(
        contentSecurityPolicy({
          cognitoOrigin: `https://cognito-idp.${REGION}.amazonaws.com`,
          ebookOrigins: [`https://${ebook.bucketRegionalDomainName}`, `https://${ebook.bucketName}.s3.amazonaws.com`],
          checkoutOrigin: 'https://checkout.stripe.com',
        }),
      ),
    );
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
      Preload: true,
    });
    expect(security.ContentTypeOptions).toBeDefined();
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    // Token pages send their own, stricter no-referrer: the policy does not override it.
    expect(security.ReferrerPolicy.Override).toBe(false);
    const custom = policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items.map((h: any) => h.Header);
    expect(custom).toContain('permissions-policy');
    expect(custom.includes('cross-origin-opener-policy')).toBe(isolated);
  }

  it('guards the admin with Cognito: no sign-up, admin group, optional TOTP, no user-existence errors', () => {
    const pool = one(s.template, 'AWS::Cognito::UserPool');
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 12,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
    expect(pool.Properties.AccountRecoverySetting.RecoveryMechanisms).toEqual([
      { Name: 'verified_email', Priority: 1 },
    ]);
    expect(pool.Properties.UsernameAttributes).toEqual(['email']);
    s.template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(one(s.template, 'AWS::Cognito::UserPoolGroup').Properties.GroupName).toBe(ADMIN_GROUP);
    const client = one(s.template, 'AWS::Cognito::UserPoolClient').Properties;
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.GenerateSecret).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    // No OAuth: CDK's default would allow the implicit and code grants with an example.com callback.
    expect(client.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
    expect(client.AllowedOAuthFlows).toBeUndefined();
    expect(client.AllowedOAuthScopes).toBeUndefined();
    expect(client.CallbackURLs).toBeUndefined();
    expect(JSON.stringify(client)).not.toContain('example.com');
  });

  it('has one Lambda per API function (infra/functions.ts): Node 22 on arm64, with its log group and the env of functions/lib/deps.ts', () => {
    const functions = resources(s.template, 'AWS::Lambda::Function').filter((f) =>
      Object.values(API_FUNCTIONS).some(({ description }) =>
        String(f.Properties.Description ?? '').startsWith(description),
      ),
    );
    expect(functions.map((f) => f.Properties.Description).sort()).toEqual(
      apiFunctionNames.map((name) => `${API_FUNCTIONS[name].description} (${routesOf(name).length} routes)`).sort(),
    );
    // Every route is served by exactly one of them.
    expect(apiFunctionNames.flatMap((name) => routesOf(name)).length).toBe(routeList.length);
    // Each has the memory its hungriest route declares: the admin's, her pictures' 2,048 MB (and
    // their media bucket, written only by it); the reader's, the default.
    const memory = (description: string) =>
      functions.find((f) => String(f.Properties.Description).startsWith(description))!.Properties;
    expect(memory(API_FUNCTIONS.admin.description)).toMatchObject({
      MemorySize: ROUTE_MEMORY.createImage,
      Timeout: 29,
    });
    expect(memory(API_FUNCTIONS.admin.description).Environment.Variables.MEDIA_BUCKET).toBeDefined();
    expect(memory(API_FUNCTIONS.reader.description).MemorySize).toBe(DEFAULT_ROUTE_MEMORY);
    expect(memory(API_FUNCTIONS.reader.description).Environment.Variables.MEDIA_BUCKET).toBeUndefined();
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'EBOOK_BUCKET',
          'MAIL_FROM',
          'SES_CONFIGURATION_SET',
          'SES_ENGAGEMENT_CONFIGURATION_SET',
        ]),
      );
      // SITE_URL is the distribution's own name without a custom domain (see the last describe block).
      expect(fn.Properties.Environment.Variables.SITE_URL).toBeDefined();
    }
  });

  it("stays far below CloudFormation's 500 resources, with a few project-bundled functions, and says how many routes still fit", () => {
    const all = Object.keys(s.template.toJSON().Resources);
    const bundled = resources(s.template, 'AWS::Lambda::Function').filter((f) => f.Properties.Runtime === 'nodejs22.x');
    expect(all.length).toBeLessThanOrEqual(245);
    expect(bundled.length).toBeLessThanOrEqual(8);
    // A route adds one API Gateway route (two for a page that answers HEAD), and nothing else.
    const perRoute = resources(s.template, 'AWS::ApiGatewayV2::Route').length / routeList.length;
    console.log(
      `${all.length} of CloudFormation's 500 resources, ${bundled.length} project-bundled functions, ${routeList.length} routes: room for about ${Math.floor((500 - all.length) / perRoute)} more routes.`,
    );
    // One invoke permission per API function (for the whole API), not one per route.
    const apiPermissions = resources(s.template, 'AWS::Lambda::Permission').filter(
      (p) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(apiPermissions).toHaveLength(apiFunctionNames.length);
    for (const p of apiPermissions) expect(JSON.stringify(p.Properties.SourceArn)).toMatch(/:execute-api:.*\/\*\/\*/);
  });

  it('creates the SES identity, its two configuration sets (the engagement one for campaigns that count opens and clicks) and the MailerLite secret', () => {
    expect(one(s.template, 'AWS::SES::EmailIdentity').Properties.EmailIdentity).toBe('example.com');
    expect(
      Object.keys(s.template.findResources('AWS::SES::ConfigurationSet')).map((id) => id.replace(/[0-9A-F]{8}$/, '')),
    ).toEqual(['MailConfigurationSet', 'MailEngagementConfigurationSet']);
    // The template gives the secret no value: an update would overwrite the key stored after deploy.
    const mailerLite = Object.entries(s.template.findResources('AWS::SecretsManager::Secret'))
      .filter(([id]) => id.startsWith('MailMailerLiteApiKey'))
      .map(([, r]) => r as Resource & { DeletionPolicy?: string });
    expect(mailerLite).toHaveLength(1);
    expect(mailerLite[0]!.Properties.SecretString).toBeUndefined();
    expect(mailerLite[0]!.Properties.GenerateSecretString).toBeUndefined();
    expect(mailerLite[0]!.DeletionPolicy).toBe('Retain');
  });

  it("names every secret a failed first deploy keeps among docs/deploying.md's kept resources", () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/deploying.md'), 'utf8');
    const keptRows = doc
      .split('\n')
      .filter((line) => /^\| .* \| Retain/.test(line))
      .map((line) => line.split('|')[1]!);
    const kept = Object.entries(s.template.findResources('AWS::SecretsManager::Secret')).filter(
      ([, r]) => r.DeletionPolicy === 'Retain',
    );
    expect(kept.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'MailMailerLiteApiKey',
      'PaymentsStripeSecretKey',
      'PaymentsStripeWebhookSecret',
    ]);
    for (const [id, r] of kept) {
      const service = /MailerLite|Stripe/.exec(r.Properties.Description)?.[0];
      expect(service, id).toBeDefined();
      expect(
        keptRows.some((row) => row.includes(service!) && /secret/i.test(row)),
        `${service} secrets among the kept resources`,
      ).toBe(true);
    }
  });

  it('outputs what an engineer needs after deploy', () => {
    const outputs = Object.keys(s.template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'EbookBucketName',
        'EbookUploadCommand',
        'UserPoolId',
        'UserPoolClientId',
        'MailerLiteSecretArn',
        'CreateAuthorCommand',
        'AlarmTestCommand',
      ]),
    );
  });

  it('has no unacknowledged cdk-nag AwsSolutions finding (errors or warnings)', () => {
    expect(nagViolations(s.app)).toEqual([]);
    // cdk-nag 3 reports through CDK's validation plugins, not annotations; this catches anything
    // else (a deprecation, a CDK warning about a prop) reported on the stack.
    expect(Annotations.fromStack(s.stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
    expect(Annotations.fromStack(s.stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
  });
});

describe('the stack with a custom domain', () => {
  let s: ReturnType<typeof synth>;
  const frontendDir = fakeFrontendBuild();
  beforeAll(() => {
    s = synth({
      frontendDir,
      domainName: 'www.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    });
  }, 60_000);

  it('serves the domain with TLS 1.2 and tells the Lambdas the site URL', () => {
    const config = one(s.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['www.example.org', 'admin.www.example.org']);
    expect(config.ViewerCertificate.MinimumProtocolVersion).toBe('TLSv1.2_2021');
    const siteFns = resources(s.template, 'AWS::Lambda::Function').filter(
      (f) => f.Properties.Environment?.Variables?.TABLE_NAME,
    );
    // The API's functions, the bulk email worker, the SES events function, the campaign scheduler, the EPUB validator and the publisher.
    expect(siteFns).toHaveLength(apiFunctionNames.length + 5);
    for (const fn of siteFns) expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://www.example.org');
  });

  it('serves the admin on its own origin, admin.<domainName>, told apart by Host in the same functions as locally', async () => {
    const siteOrigins = { reader: 'https://www.example.org', admin: 'https://admin.www.example.org' };
    const paths = sitePaths(frontendDir);
    const fns = resources(s.template, 'AWS::CloudFront::Function');
    expect(fns).toHaveLength(Object.keys(EDGE_FUNCTIONS).length);
    const deployed = new Map(
      (Object.keys(EDGE_FUNCTIONS) as EdgeFunctionId[]).map((id) => {
        const code = edgeFunctionCode(id, EDGE, paths, siteOrigins);
        expect(fns.map((fn) => fn.Properties.FunctionCode)).toContain(code);
        return [id, loadEdgeFunction(code)];
      }),
    );
    const request = (host: string, uri: string): EdgeRequest => ({
      method: 'GET',
      uri,
      querystring: {},
      headers: { host: { value: host } },
      cookies: {},
    });
    const run = (id: EdgeFunctionId, host: string, uri: string) =>
      deployed.get(id)!({
        version: '1.0',
        context: { eventType: 'viewer-request' },
        viewer: { ip: '192.0.2.1' },
        request: request(host, uri),
      });
    const location = (out: EdgeRequest | EdgeResponse) =>
      'statusCode' in out ? [out.statusCode, out.headers.location?.value] : (out as EdgeRequest).uri;
    expect(location(await run('siteRequest', 'www.example.org', '/admin/readers'))).toEqual([
      308,
      'https://admin.www.example.org/admin/readers',
    ]);
    expect(location(await run('siteRequest', 'admin.www.example.org', '/admin/readers'))).toBe('/admin/index.html');
    expect(location(await run('siteRequest', 'admin.www.example.org', '/'))).toEqual([308, 'https://www.example.org/']);
    expect(location(await run('siteRequest', 'admin.www.example.org', '/assets/a.js'))).toBe('/assets/a.js');
    expect(location(await run('apiRequest', 'admin.www.example.org', '/api/analytics'))).toBe('/api/analytics');
    expect(location(await run('apiRequest', 'admin.www.example.org', '/blog/a-post'))).toEqual([
      308,
      'https://www.example.org/blog/a-post',
    ]);
    expect(location(await run('apiRequest', 'www.example.org', '/blog/a-post'))).toBe('/blog/a-post');

    const outputs = s.template.toJSON().Outputs;
    expect(outputs.AdminUrl.Value).toBe('https://admin.www.example.org/admin');
    expect(JSON.stringify(outputs.AdminDnsRecord.Value)).toContain('admin.www.example.org A ALIAS ');
    // The author uploads EPUBs from the admin's origin.
    const bucket = resources(s.template, 'AWS::S3::Bucket').find((b) => b.Properties.CorsConfiguration)!;
    expect(bucket.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      'https://admin.www.example.org',
      'https://www.example.org',
    ]);
  });

  it('has no unacknowledged cdk-nag finding', () => {
    expect(nagViolations(s.app)).toEqual([]);
  });
});

/** The origin secret's logical id: the one generated secret (the MailerLite secret has no value). */
function logicalIdOfSecret(s: { template: Template }): string {
  const generated = Object.entries(s.template.findResources('AWS::SecretsManager::Secret')).filter(
    ([, r]) => (r as Resource).Properties.GenerateSecretString,
  );
  expect(generated).toHaveLength(1);
  return generated[0]![0];
}

describe('what the functions are told about the site', () => {
  const s = synth();
  it('gives every function SITE_URL (the distribution when there is no custom domain), never a request header', () => {
    const fns = Object.values(s.template.findResources('AWS::Lambda::Function')).filter(
      (f) => (f as Resource).Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(fns.length).toBeGreaterThan(4);
    const distribution = Object.keys(s.template.findResources('AWS::CloudFront::Distribution'))[0]!;
    for (const fn of fns) {
      const vars = (fn as Resource).Properties.Environment.Variables;
      expect(vars.SITE_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] });
    }
  });

  it('gives the origin secret only to the functions API Gateway invokes, which check it, and to no background function', () => {
    const fns = Object.entries(s.template.findResources('AWS::Lambda::Function')).filter(
      ([, f]) => (f as Resource).Properties.Environment?.Variables?.TABLE_NAME,
    );
    const invokedByApi = new Set(
      Object.values(s.template.findResources('AWS::Lambda::Permission'))
        .filter((p) => (p as Resource).Properties.Principal === 'apigateway.amazonaws.com')
        .map((p) => (p as Resource).Properties.FunctionName['Fn::GetAtt'][0] as string),
    );
    expect(invokedByApi.size).toBeGreaterThan(0);
    for (const [id, fn] of fns) {
      const secret = (fn as Resource).Properties.Environment.Variables.ORIGIN_SECRET;
      if (invokedByApi.has(id)) expect(JSON.stringify(secret), id).toContain('{{resolve:secretsmanager:');
      else expect(secret, `${id} (${(fn as Resource).Properties.Description}) is no API function`).toBeUndefined();
    }
  });
});
