import { readFileSync } from 'node:fs';
/* eslint-disable @typescript-eslint/no-explicit-any -- the synthesized CloudFormation template is untyped JSON */
import { Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, routes } from '../../functions/contract/routes';
import { AFTER_REPLY_ROUTES, API_COST_CEILING, BULK_EMAIL_STARTERS } from '../../infra/constructs/api';
import {
  API_FUNCTIONS,
  apiFunctionNames,
  functionOf,
  grantsOf,
  routesOf,
  type ApiFunctionName,
} from '../../infra/functions';
import { SES_EVENT_DETAIL_TYPES } from '../../infra/constructs/background';
import { functionPagePatterns } from '../../infra/edge/declaration';
import { SITE_SHELL_KEYS } from '../../functions/core/seo/site-shell';
import { EDGE_TIMEOUT_SECONDS } from '../../functions/contract/edge';
import { UPLOAD_CHECK_SECONDS } from '../../functions/core/arc/upload-deadlines';
import { synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };
const entries = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

/** Each Lambda by its description (`GET /api/x` for a route). */
function functionsByDescription(template: Template): Map<string, [string, Resource]> {
  return new Map(
    entries(template, 'AWS::Lambda::Function').map(([id, fn]) => [fn.Properties.Description as string, [id, fn]]),
  );
}

/** Every IAM statement attached to the role of the function with logical id `fnId`. */
function statementsOf(template: Template, fnId: string): { Action: string | string[]; Resource: any }[] {
  const fn = template.findResources('AWS::Lambda::Function')[fnId] as Resource;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return entries(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}
const actionsOf = (st: { Action: string | string[] }) => [st.Action].flat();

describe('the wiring of background functions, page routes and limits', () => {
  let s: ReturnType<typeof synth>;
  let fns: Map<string, [string, Resource]>;
  beforeAll(() => {
    s = synth({ sesMaxSendRate: 40, doubleOptIn: false, analyticsRetentionDays: 100, requireAdminMfa: false });
    fns = functionsByDescription(s.template);
  }, 120_000);

  /** The API function (infra/functions.ts) that serves `route`, or the one named. */
  const apiFunction = (of: ApiFunctionName | { access: 'public' | 'admin' }) => {
    const name = typeof of === 'string' ? of : functionOf(of);
    return [...fns].find(([d]) => d.startsWith(API_FUNCTIONS[name].description))![1];
  };
  const workerEntry = () => [...fns].find(([d]) => d.startsWith('Bulk download email worker'))![1];
  const sesEventsEntry = () => [...fns].find(([d]) => d.startsWith('SES bounce, complaint and delivery'))![1];

  it('sets the settings of functions/lib/deps.ts from the stack props on every function', () => {
    for (const [, [, fn]] of fns) {
      if (!fn.Properties.Environment?.Variables?.TABLE_NAME) continue; // CDK's own deployment Lambda
      expect(fn.Properties.Environment.Variables).toMatchObject({
        DOUBLE_OPT_IN: 'false',
        REQUIRE_ADMIN_MFA: 'false',
        ANALYTICS_RETENTION_DAYS: '100',
        SES_MAX_SEND_RATE: '40',
      });
    }
  });

  it('publishes after every deploy once the site is in place, with the rights to write its pages, route them and invalidate them', () => {
    const [publisherId, publisher] = [...fns].find(([d]) => d.startsWith('Publisher'))![1];
    const template = s.template.toJSON();
    const [, trigger] = Object.entries<any>(template.Resources).find(([, r]) => r.Type === 'Custom::Trigger')!;
    // The Trigger runs this function's current code (a version of it), after the site's files and its distribution.
    const versionId = trigger.Properties.HandlerArn.Ref as string;
    expect(template.Resources[versionId].Properties.FunctionName).toEqual({ Ref: publisherId });
    expect(trigger.Properties.InvocationType).toBe('RequestResponse');
    for (const after of ['SiteDeploymentCustomResource', 'SiteDistribution', 'SitePublishedPages'])
      expect(
        trigger.DependsOn.some((id: string) => id.startsWith(after)),
        after,
      ).toBe(true);
    // The site functions read the published-pages store the publisher writes.
    const [storeId] = Object.entries<any>(template.Resources).find(
      ([, r]) => r.Type === 'AWS::CloudFront::KeyValueStore',
    )!;
    const siteFunctions = Object.values<any>(template.Resources).filter(
      (r) =>
        r.Type === 'AWS::CloudFront::Function' &&
        String(r.Properties.FunctionCode).startsWith("import cf from 'cloudfront'"),
    );
    expect(siteFunctions).toHaveLength(2);
    for (const fn of siteFunctions)
      expect(JSON.stringify(fn.Properties.FunctionConfig.KeyValueStoreAssociations)).toContain(storeId);
    expect(JSON.stringify(publisher.Properties.Environment.Variables.PUBLISHED_PAGES_STORE_ARN)).toContain(storeId);
    const statements = statementsOf(s.template, publisherId);
    const writes = statements.find((st) => actionsOf(st).includes('cloudfront-keyvaluestore:UpdateKeys'))!;
    expect(JSON.stringify(writes.Resource)).toContain(storeId);
    expect(statements.some((st) => actionsOf(st).includes('cloudfront:CreateInvalidation'))).toBe(true);
    const pages = statements.find((st) => actionsOf(st).includes('s3:PutObject'))!;
    expect(JSON.stringify(pages.Resource)).toContain('DataSiteBucket');
  });

  it('runs the bulk email worker for 15 minutes, able to send, write the table and invoke only itself', () => {
    const [id, worker] = workerEntry();
    expect(worker.Properties.Timeout).toBe(900);
    expect(worker.Properties.Handler).toBe('index.handler');
    const statements = statementsOf(s.template, id);
    const invoke = statements.filter((st) => actionsOf(st).includes('lambda:InvokeFunction'));
    expect(invoke).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [id, 'Arn'] } },
    ]);
    expect(statements.some((st) => actionsOf(st).includes('ses:SendBulkEmail'))).toBe(true);
    expect(statements.some((st) => actionsOf(st).includes('dynamodb:UpdateItem'))).toBe(true);
    expect(statements.some((st) => actionsOf(st).some((a) => a.startsWith('s3:')))).toBe(false);
  });

  it('lets exactly the function of the job routes start the worker, by name', () => {
    const [workerId] = workerEntry();
    for (const name of apiFunctionNames) {
      const [id, fn] = apiFunction(name);
      // Besides the EPUB validator and the publisher (their grants), and itself (the forms' work after their reply, tested below).
      const invokes = statementsOf(s.template, id).filter(
        (st) =>
          actionsOf(st).includes('lambda:InvokeFunction') &&
          !JSON.stringify(st.Resource).includes('EpubValidator') &&
          !JSON.stringify(st.Resource).includes('BackgroundPublisher') &&
          JSON.stringify(st.Resource) !== JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }),
      );
      if (routesOf(name).some((route) => BULK_EMAIL_STARTERS.includes(route.name))) {
        expect(fn.Properties.Environment.Variables.BULK_EMAIL_WORKER_FUNCTION, name).toEqual({ Ref: workerId });
        expect(invokes, name).toEqual([expect.objectContaining({ Resource: { 'Fn::GetAtt': [workerId, 'Arn'] } })]);
      } else {
        expect(fn.Properties.Environment.Variables.BULK_EMAIL_WORKER_FUNCTION, name).toBeUndefined();
        expect(invokes, name).toEqual([]);
      }
    }
    expect(BULK_EMAIL_STARTERS).toContain('sendBulkDownloadEmails');
    // The starters are admin routes: the reader's function can never start a send.
    for (const name of BULK_EMAIL_STARTERS) expect(functionOf(routes[name])).toBe('admin');
  });

  it('lets exactly the function of the forms that work after their reply invoke itself, and nothing else for it', () => {
    for (const name of apiFunctionNames) {
      const [id, fn] = apiFunction(name);
      const self = statementsOf(s.template, id).filter(
        (st) =>
          actionsOf(st).includes('lambda:InvokeFunction') &&
          JSON.stringify(st.Resource) === JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }),
      );
      const works = routesOf(name).some((route) => AFTER_REPLY_ROUTES.includes(route.name));
      expect(fn.Properties.Environment.Variables.AFTER_REPLY, name).toBe(works ? 'invoke-self' : undefined);
      expect(self.map(actionsOf), name).toEqual(works ? [['lambda:InvokeFunction']] : []);
    }
    // Both forms strangers post an address to are the reader's.
    expect(AFTER_REPLY_ROUTES).toEqual(['mailingListSignup', 'libraryRequest']);
    for (const name of AFTER_REPLY_ROUTES) expect(functionOf(routes[name])).toBe('reader');
  });

  it("gives the function of the MailerLite sync and the routes that wait for EPUBCheck 29 s (under API Gateway's 30 s), the reader's function 15 s", () => {
    const slow = ['syncVoraciousReaders', 'createEbook', 'addEbookVersion'];
    for (const route of routeList) {
      const [, fn] = apiFunction(route);
      if (slow.includes(route.name)) expect(fn.Properties.Timeout, route.name).toBe(29);
      expect(fn.Properties.Timeout, route.name).toBeLessThanOrEqual(29);
    }
    expect(apiFunction('reader')[1].Properties.Timeout).toBe(15);
    expect(routesOf('reader').some((route) => slow.includes(route.name))).toBe(false);
  });

  it("gives each API function the union of its routes' grants, and the reader's function none of the admin's", () => {
    const reader = statementsOf(s.template, apiFunction('reader')[0]);
    const readerActions = new Set(reader.flatMap(actionsOf));
    // Public routes never erase, run EPUBCheck or start a send: the one function they invoke is their own.
    for (const action of ['s3:DeleteObjectVersion', 's3:ListBucketVersions']) {
      expect(readerActions.has(action), action).toBe(false);
    }
    expect(reader.filter((st) => actionsOf(st).includes('lambda:InvokeFunction')).map((st) => st.Resource)).toEqual([
      { 'Fn::GetAtt': [apiFunction('reader')[0], 'Arn'] },
    ]);
    // The only secrets a reader's request reads are Stripe's (checkout and its webhook), never the MailerLite key.
    const readerSecrets = reader.filter((st) => actionsOf(st).includes('secretsmanager:GetSecretValue'));
    expect(JSON.stringify(readerSecrets)).toMatch(/PaymentsStripe/);
    expect(JSON.stringify(readerSecrets)).not.toMatch(/MailerLite/);
    expect(grantsOf('reader')).toEqual([
      'cognito:turn-off-mfa',
      'ebook:read',
      'ebook:write',
      'mail:send',
      'site:read',
      'stripe:keys',
      'table:read',
      'table:write',
    ]);
    // Her keys are stored by the admin's function alone.
    expect(readerActions.has('secretsmanager:PutSecretValue')).toBe(false);
    const admin = new Set(statementsOf(s.template, apiFunction('admin')[0]).flatMap(actionsOf));
    for (const action of [
      's3:DeleteObjectVersion',
      'lambda:InvokeFunction',
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'ses:SendEmail',
      'dynamodb:PutItem',
    ]) {
      expect(admin.has(action), action).toBe(true);
    }
    // The admin's function reads no site shell: no admin route renders a page.
    expect(apiFunction('admin')[1].Properties.Environment.Variables.SITE_BUCKET).toBeUndefined();
  });

  it("lets the reader's function turn an authenticator off on the author's pool alone, for the lost-phone route, with the pool's ids", () => {
    const [readerId, reader] = apiFunction('reader');
    const statements = statementsOf(s.template, readerId).filter((st) =>
      actionsOf(st).some((action) => action.startsWith('cognito-idp:')),
    );
    expect(statements).toEqual([
      expect.objectContaining({
        Action: 'cognito-idp:AdminSetUserMFAPreference',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^AuthUserPool/), 'Arn'] },
      }),
    ]);
    expect(reader.Properties.Environment.Variables).toMatchObject({
      USER_POOL_ID: { Ref: expect.stringMatching(/^AuthUserPool/) },
      USER_POOL_CLIENT_ID: { Ref: expect.stringMatching(/^AuthUserPoolWebClient/) },
    });
    // The admin's function has no Cognito permission at all: it asks GetUser with the caller's own token.
    const admin = statementsOf(s.template, apiFunction('admin')[0]).flatMap(actionsOf);
    expect(admin.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('runs EPUBCheck in a container image function that only the routes keeping uploads may invoke, and that reads only uploads', () => {
    const [id, validator] = entries(s.template, 'AWS::Lambda::Function').find(([key]) =>
      key.startsWith('BackgroundEpubValidator'),
    )!;
    expect(validator.Properties.PackageType).toBe('Image');
    expect(validator.Properties.Architectures).toEqual(['arm64']);
    expect(validator.Properties.Timeout).toBeLessThan(29);
    const reads = statementsOf(s.template, id).filter((st) => actionsOf(st).some((a) => a.startsWith('s3:')));
    expect(reads).toHaveLength(1);
    expect(actionsOf(reads[0]!)).toEqual(['s3:GetObject']);
    expect(JSON.stringify(reads[0]!.Resource)).toContain('/uploads/*');
    const dockerfile = readFileSync('infra/epubcheck/Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/java-17-amazon-corretto-headless/);
    expect(dockerfile).toMatch(/ENV EPUBCHECK_JAR=/);
    expect(dockerfile).toContain('functions/jobs/check-epub.ts');
    for (const name of apiFunctionNames) {
      const [fnId, fn] = apiFunction(name);
      const invokesValidator = statementsOf(s.template, fnId).some(
        (st) => actionsOf(st).includes('lambda:InvokeFunction') && JSON.stringify(st.Resource).includes(id),
      );
      const checks = routesOf(name).some((route) => route.grants.includes('epub:check'));
      expect(invokesValidator, name).toBe(checks);
      expect(fn.Properties.Environment.Variables.EPUB_VALIDATOR_FUNCTION !== undefined, name).toBe(checks);
    }
    expect(
      routeList
        .filter((route) => route.grants.includes('epub:check'))
        .map((route) => route.name)
        .sort(),
    ).toEqual(['addEbookVersion', 'createEbook']);
  });

  it('ends each wait of an upload’s check before the one that waits for it: the validator, the route, API Gateway, CloudFront', () => {
    const [, validator] = entries(s.template, 'AWS::Lambda::Function').find(([key]) =>
      key.startsWith('BackgroundEpubValidator'),
    )!;
    // The validator gives up, cold start included, before the route stops waiting for it.
    expect(validator.Properties.Timeout).toBe(UPLOAD_CHECK_SECONDS.validatorTimeout);
    expect(validator.Properties.Timeout + UPLOAD_CHECK_SECONDS.validatorColdStart).toBeLessThanOrEqual(
      UPLOAD_CHECK_SECONDS.validatorWait,
    );
    // The upload routes' function runs them to their end (the wait and the route's own work).
    for (const route of [routes.createEbook, routes.addEbookVersion])
      expect(apiFunction(route)[1].Properties.Timeout).toBeGreaterThanOrEqual(UPLOAD_CHECK_SECONDS.route);
    // CloudFront waits for the API longer than API Gateway waits for its function (30 s, fixed by
    // AWS), so API Gateway's reply reaches the author, never CloudFront's 504.
    const [, distribution] = entries(s.template, 'AWS::CloudFront::Distribution')[0]!;
    const apiOrigin = distribution.Properties.DistributionConfig.Origins.find((origin: any) =>
      JSON.stringify(origin.DomainName).includes('execute-api'),
    );
    const readTimeout = apiOrigin.CustomOriginConfig.OriginReadTimeout ?? 30; // CloudFront's default
    expect(readTimeout).toBe(EDGE_TIMEOUT_SECONDS.apiOriginRead);
    expect(readTimeout).toBeGreaterThan(EDGE_TIMEOUT_SECONDS.apiGatewayIntegration);
  });

  it('lets the erasure delete every version of readers’ copies, and nothing else of the ebook bucket', () => {
    const [id] = apiFunction(routes.eraseReader);
    const s3 = statementsOf(s.template, id).filter((st) =>
      actionsOf(st).some((a) => a.startsWith('s3:DeleteObjectVersion') || a.startsWith('s3:ListBucketVersions')),
    );
    expect(s3.flatMap(actionsOf).sort()).toEqual([
      's3:DeleteObject',
      's3:DeleteObjectVersion',
      's3:ListBucketVersions',
    ]);
    const deletes = s3.find((st) => actionsOf(st).includes('s3:DeleteObjectVersion'))!;
    expect(JSON.stringify(deletes.Resource)).toMatch(/EbookBucket.*"\/copies\/\*"/);
    const list = s3.find((st) => actionsOf(st).includes('s3:ListBucketVersions')) as {
      Resource: unknown;
      Condition?: unknown;
    };
    expect(list.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataEbookBucket/), 'Arn'] });
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': 'copies/*' } });
  });

  it('sends SES bounces, complaints and deliveries of both configuration sets, and opens and clicks of the engagement set only, through EventBridge to the SES events function', () => {
    const destinations = entries(s.template, 'AWS::SES::ConfigurationSetEventDestination').map(([, d]) => d.Properties);
    const typesOf = (set: RegExp) =>
      destinations
        .find((d) => set.test(JSON.stringify(d.ConfigurationSetName)))!
        .EventDestination.MatchingEventTypes.sort();
    expect(destinations).toHaveLength(2);
    expect(typesOf(/"MailConfigurationSet/)).toEqual(['bounce', 'complaint', 'delivery']);
    expect(typesOf(/"MailEngagementConfigurationSet/)).toEqual(['bounce', 'click', 'complaint', 'delivery', 'open']);
    for (const d of destinations)
      expect(JSON.stringify(d.EventDestination.EventBridgeDestination.EventBusArn)).toContain(':event-bus/default');

    const [fnId] = sesEventsEntry();
    const rules = entries(s.template, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const rule = rules[0]![1].Properties;
    expect(rule.EventPattern.source).toEqual(['aws.ses']);
    expect(rule.EventPattern['detail-type']).toEqual([
      'Email Bounced',
      'Email Complaint Received',
      'Email Delivered',
      'Email Opened',
      'Email Clicked',
    ]);
    expect(rule.EventPattern['detail-type']).toEqual(Object.values(SES_EVENT_DETAIL_TYPES));
    expect(rule.EventPattern.detail.mail.tags['ses:configuration-set']).toEqual([
      { Ref: expect.stringMatching(/^MailConfigurationSet/) },
      { Ref: expect.stringMatching(/^MailEngagementConfigurationSet/) },
    ]);
    expect(rule.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })]);
    s.template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
    const statements = statementsOf(s.template, fnId);
    expect(statements.some((st) => actionsOf(st).includes('dynamodb:PutItem'))).toBe(true);
    // Beside the table and its logs, it may send to its dead-letter queue alone (its on-failure destination).
    const deadLetters = rule.Targets[0].DeadLetterConfig.Arn;
    const others = statements.filter((st) =>
      actionsOf(st).some((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:')),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const st of others) {
      expect(actionsOf(st).every((a) => a.startsWith('sqs:'))).toBe(true);
      expect(st.Resource).toEqual(deadLetters);
    }
  });

  it('routes every path outside /api/ of the route table to the API through CloudFront, with its Cache-Control honoured', () => {
    const [, distribution] = entries(s.template, 'AWS::CloudFront::Distribution')[0]!;
    const config = distribution.Properties.DistributionConfig;
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const nonApi = routeList.filter((r) => !r.path.startsWith('/api/'));
    expect(nonApi.length).toBeGreaterThan(0);
    for (const route of nonApi) {
      const pattern = route.path.replace(/\{\w+\}/g, '*');
      const behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
      expect(behaviour, route.path).toBeDefined();
      expect(behaviour).toMatchObject({
        TargetOriginId: api.TargetOriginId,
        OriginRequestPolicyId: api.OriginRequestPolicyId,
        // A reader's page: the site's reader headers (no COOP), not the API's (infra/security-headers.ts).
        ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
        FunctionAssociations: api.FunctionAssociations,
        AllowedMethods: expect.arrayContaining([route.method]),
      });
      const [policyId, policy] = entries(s.template, 'AWS::CloudFront::CachePolicy').find(
        ([cid]) => behaviour.CachePolicyId.Ref === cid,
      )!;
      expect(policyId).toMatch(/FunctionPageCache/);
      expect(policy.Properties.CachePolicyConfig).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 3600 });
    }
    // `/blog` stays the prerendered page, and no behaviour reaches the API but these and /api/*.
    expect(
      config.CacheBehaviors.filter((b: any) => b.TargetOriginId === api.TargetOriginId)
        .map((b: any) => b.PathPattern)
        .sort(),
    ).toEqual(['/api/*', ...functionPagePatterns().keys()].sort());
    const patterns = config.CacheBehaviors.map((b: any) => b.PathPattern as string);
    expect(patterns.indexOf('/blog/rss.xml')).toBeLessThan(patterns.indexOf('/blog/*'));
  });

  it('throttles the API only as a cost ceiling: no route is throttled to its per-client limit', () => {
    const [, stage] = entries(s.template, 'AWS::ApiGatewayV2::Stage')[0]!;
    // A route throttle is one bucket shared by every caller: one script would deny the route to all.
    expect(stage.Properties.RouteSettings ?? {}).toEqual({});
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: API_COST_CEILING.rateLimit,
      ThrottlingBurstLimit: API_COST_CEILING.burstLimit,
    });
    // Well above any per-client allowance of the table.
    for (const route of routeList.filter((r) => r.rateLimit)) {
      expect(API_COST_CEILING.rateLimit).toBeGreaterThan(route.rateLimit!.requests / route.rateLimit!.perSeconds);
    }
  });

  it.each([routes.blogPostPage, routes.blogListPage, routes.newsletterArchivePage])(
    'gives the function of page $path only the shells of the site bucket, and its name',
    (route) => {
      const [id, fn] = apiFunction(route);
      expect(fn.Properties.Environment.Variables.SITE_BUCKET).toEqual({
        Ref: expect.stringMatching(/^DataSiteBucket/),
      });
      const reads = statementsOf(s.template, id).filter((st) => JSON.stringify(st.Resource).includes('DataSiteBucket'));
      const object = (key: string) => ({
        'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^DataSiteBucket/), 'Arn'] }, `/${key}`]],
      });
      // One resource is written as itself, several as a list.
      const keys: readonly string[] = SITE_SHELL_KEYS;
      const resource = keys.length === 1 ? object(keys[0]!) : keys.map(object);
      expect(reads).toEqual([expect.objectContaining({ Action: 's3:GetObject', Resource: resource })]);
    },
  );

  it('gives a reason with every cdk-nag acknowledgement', () => {
    const acknowledged: [string, string][] = [];
    const visit = (c: IConstruct) => {
      for (const entry of c.node.metadata) {
        if (entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY) {
          for (const [rule, reason] of Object.entries(entry.data as Record<string, string>))
            acknowledged.push([`${c.node.path} ${rule}`, reason]);
        }
      }
      c.node.children.forEach(visit);
    };
    visit(s.stack);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [what, reason] of acknowledged) expect(reason.length, what).toBeGreaterThan(30);
    const forBackground = acknowledged
      .filter(([what]) => what.includes('/Background/'))
      .map(([what]) => what.split(' ')[1]);
    // The worker, the SES events function, the campaign scheduler and the publisher: the runtime, and the table's indexes.
    expect(forBackground.filter((rule) => rule!.endsWith('-L1'))).toHaveLength(4);
    expect(forBackground.filter((rule) => rule!.includes('-IAM5[') && rule!.includes('/index/*'))).toHaveLength(4);
    // And the publisher's pages in the site bucket, which her content names: written anywhere, deleted only under books/.
    expect(
      forBackground
        .filter((rule) => rule!.includes('-IAM5[') && rule!.includes('SiteBucket'))
        .map((rule) => rule!.replace(/^.*\.Arn>/, '')),
    ).toEqual(['/*]', '/books/*]']);
    // And the EPUB validator's read of the uploads.
    expect(forBackground.filter((rule) => rule!.includes('-IAM5[') && rule!.includes('/uploads/*'))).toHaveLength(1);
    // In the SES sandbox (these settings' default), the two that send mail may send to the verified recipients.
    expect(forBackground.filter((rule) => rule!.includes('-IAM5[') && rule!.includes(':identity/*'))).toHaveLength(2);
    // The dead-letter queues of the SES-events rule and the schedule are themselves dead-letter queues (SQS3).
    expect(forBackground.filter((rule) => rule!.endsWith('-SQS3'))).toHaveLength(2);
    expect(forBackground).toHaveLength(15);
  });
});
