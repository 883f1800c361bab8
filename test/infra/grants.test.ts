/* eslint-disable @typescript-eslint/no-explicit-any -- the synthesized CloudFormation template is untyped JSON */
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { defineRoute, noBody, noParams, type Grant } from '../../functions/contract/define-route';
import { routeList, type AreaName, type RouteName } from '../../functions/contract/routes';
import { ARC_PREFIXES } from '../../functions/core/arc/ebook-files';
import { SITE_SHELL_KEYS } from '../../functions/core/seo/site-shell';
import { IMAGE_UPLOADS_PREFIX } from '../../functions/core/images/media-keys';
import { synth } from './synth';

/**
 * Adds one admin route holding every grant (its own module copy: vitest isolates test files), so
 * the admin function, whose grants are the union of its routes', holds every grant: least
 * privilege and cdk-nag are checked for each grant.
 */
const allGrants: Grant[] = [
  'table:read',
  'table:write',
  'ebook:read',
  'ebook:write',
  'ebook:erase-copies',
  'epub:check',
  'mail:send',
  'mailerlite:key',
  'stripe:keys',
  'keys:write',
  'site:read',
  'edge:invalidate',
  'images:write',
];
routeList.push({
  ...defineRoute({
    method: 'POST',
    path: '/api/admin/every-grant/{id}',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: noBody,
    grants: allGrants,
    summary: 'test only',
  }),
  name: 'everyGrant' as RouteName,
  area: 'admin' as AreaName,
});

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

describe('route grants', () => {
  let s: ReturnType<typeof synth>;
  let statements: Statement[];
  beforeAll(() => {
    s = synth();
    // The admin function's role (the function of every admin route) and the policy attached to it.
    const fn = Object.entries(s.template.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('ApiAdminFn'),
    );
    const roleId = (fn?.[1] as any).Properties.Role['Fn::GetAtt'][0];
    const policy = Object.values(s.template.findResources('AWS::IAM::Policy')).find((p: any) =>
      p.Properties.Roles.some((r: any) => r.Ref === roleId),
    );
    statements = (policy as any).Properties.PolicyDocument.Statement;
  }, 60_000);

  const actionsOf = (st: Statement) => [st.Action].flat();
  const find = (action: string) => statements.filter((st) => actionsOf(st).includes(action));

  it('adds the route with the JWT authorizer', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /api/admin/every-grant/{id}',
      AuthorizationType: 'JWT',
    });
  });

  it('turns each grant into the narrowest permission', () => {
    expect(find('dynamodb:Query')).not.toHaveLength(0);
    expect(find('dynamodb:PutItem')).not.toHaveLength(0);
    // images:write: the picture uploads (presigned, read, deleted) and the media bucket's variants, written only.
    const ofImages = (st: Statement) => /uploads\/images\/\*|MediaBucket/.test(JSON.stringify(st.Resource));
    const images = statements.filter(ofImages);
    expect(images.map((st) => [actionsOf(st).sort(), JSON.stringify(st.Resource).match(/"\/[a-z/]+\*"/g)])).toEqual([
      [['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], [`"/${IMAGE_UPLOADS_PREFIX}*"`]],
      [['s3:PutObject'], ['"/media/*"']],
    ]);
    statements = statements.filter((st) => !ofImages(st));
    const objects = find('s3:GetObject').map((st) => JSON.stringify(st.Resource));
    expect(objects).toHaveLength(3);
    expect(objects.filter((r) => r.includes('EbookBucket') && r.includes(`/${EBOOK_FILENAME}`))).toHaveLength(1);
    // ebook:write: read, write and delete under the ARC prefixes alone, never the free ebook's own key.
    const arc = statements.filter((st) => actionsOf(st).includes('s3:PutObject'));
    expect(arc).toHaveLength(1);
    expect(actionsOf(arc[0]!).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(arc[0]!.Resource).match(/"\/[a-z]+\/\*"/g)).toEqual(
      Object.values(ARC_PREFIXES).map((prefix) => `"/${prefix}*"`),
    );
    // site:read: the page the function pages fill in (the prerendered blog list), nothing else of the site bucket.
    const site = objects.find((r) => r.includes('SiteBucket'))!;
    for (const key of SITE_SHELL_KEYS) expect(site).toContain(`"/${key}"`);
    expect(site.match(/"\/[^"]+"/g)).toHaveLength(SITE_SHELL_KEYS.length);
    // ListBucket without an s3:prefix condition (HeadObject carries none), so a missing epub is a 404, not a 403.
    const list = find('s3:ListBucket');
    expect(list).toHaveLength(1);
    expect(list[0]!.Condition).toBeUndefined();
    expect(list[0]!.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataEbookBucket/), 'Arn'] });
    expect(actionsOf(find('ses:SendEmail')[0]!)).toEqual(['ses:SendEmail', 'ses:SendBulkEmail']);
    expect(JSON.stringify(find('ses:SendEmail'))).toContain('configuration-set/');
    // mailerlite:key and stripe:keys: reading their own secrets, each by its ARN.
    const secrets = find('secretsmanager:GetSecretValue').map((st) => JSON.stringify(st.Resource));
    expect(secrets).toHaveLength(3);
    for (const name of ['MailMailerLiteApiKey', 'PaymentsStripeSecretKey', 'PaymentsStripeWebhookSecret'])
      expect(secrets.filter((r) => r.includes(name))).toHaveLength(1);
    // epub:check and site:publish: invoking the EPUB validator and the publisher; besides them, only the bulk
    // email worker (the job routes'), nothing else.
    expect(
      find('lambda:InvokeFunction')
        .map((st) => JSON.stringify(st.Resource))
        .sort(),
    ).toEqual([
      expect.stringMatching(/BackgroundBulkEmailWorker/),
      expect.stringMatching(/BackgroundEpubValidator/),
      expect.stringMatching(/BackgroundPublisher/),
    ]);
    // Nothing anywhere on *, and no s3:* style action.
    for (const st of statements) {
      expect(st.Resource).not.toBe('*');
      for (const action of actionsOf(st)) expect(action).not.toMatch(/\*/);
    }
    const fn = Object.entries(s.template.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('ApiAdminFn'),
    );
    expect((fn?.[1] as any).Properties.Environment.Variables.MAILERLITE_SECRET_ARN).toBeDefined();
    expect((fn?.[1] as any).Properties.Environment.Variables.EPUB_VALIDATOR_FUNCTION).toEqual({
      Ref: expect.stringMatching(/^BackgroundEpubValidator/),
    });
    expect((fn?.[1] as any).Properties.Environment.Variables.SITE_BUCKET).toEqual({
      Ref: expect.stringMatching(/^DataSiteBucket/),
    });
  });

  it('edge:invalidate: CreateInvalidation on the site’s distribution alone, and its id, for the functions that change reader pages', () => {
    const distributionArn = (st: Statement) => JSON.stringify(st.Resource);
    const invalidation = find('cloudfront:CreateInvalidation');
    expect(invalidation).toHaveLength(1);
    expect(distributionArn(invalidation[0]!)).toMatch(/:cloudfront::.*distribution\/.*SiteDistribution/);
    const functions = Object.entries(s.template.findResources('AWS::Lambda::Function')) as [string, any][];
    const idOf = (prefix: string) =>
      functions.find(([id]) => id.startsWith(prefix))?.[1].Properties.Environment?.Variables?.DISTRIBUTION_ID;
    for (const fn of ['ApiAdminFn', 'BackgroundCampaignScheduler'])
      expect(idOf(fn), fn).toEqual({ Ref: expect.stringMatching(/^SiteDistribution/) });
    // The reader's routes change no reader page.
    expect(functions.some(([id]) => id.startsWith('ApiReaderFn'))).toBe(true);
    expect(idOf('ApiReaderFn')).toBeUndefined();
  });

  it('keys:write: storing and describing her three keys’ secrets, each by its ARN, in the admin function alone; reading none', () => {
    const writes = find('secretsmanager:PutSecretValue');
    expect(writes).toHaveLength(1);
    expect(actionsOf(writes[0]!).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:PutSecretValue']);
    const resources = JSON.stringify(writes[0]!.Resource);
    for (const name of ['MailMailerLiteApiKey', 'PaymentsStripeSecretKey', 'PaymentsStripeWebhookSecret'])
      expect(resources).toContain(name);
    expect(writes[0]!.Resource).toHaveLength(3);
    const functions = Object.entries(s.template.findResources('AWS::Lambda::Function')) as [string, any][];
    const roles = functions
      .filter(([id]) => !id.startsWith('ApiAdminFn'))
      .map(([, fn]) => fn.Properties.Role?.['Fn::GetAtt']?.[0] as string);
    const policies = Object.values(s.template.findResources('AWS::IAM::Policy')) as any[];
    const others = policies.filter((p) => p.Properties.Roles.some((r: any) => roles.includes(r.Ref)));
    expect(JSON.stringify(others)).not.toContain('secretsmanager:PutSecretValue');
    const admin = functions.find(([id]) => id.startsWith('ApiAdminFn'))![1].Properties.Environment.Variables;
    for (const name of ['MAILERLITE_SECRET_ARN', 'STRIPE_SECRET_ARN', 'STRIPE_WEBHOOK_SECRET_ARN'])
      expect(admin[name], name).toEqual({ Ref: expect.stringMatching(/^(Mail|Payments)/) });
  });

  it('stays free of unacknowledged cdk-nag findings', () => {
    const report = new AwsSolutionsChecks(s.app, { verbose: true }).validateScope(s.app);
    expect(
      report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
    ).toEqual([]);
  });
});
