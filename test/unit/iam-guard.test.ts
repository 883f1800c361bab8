import { describe, expect, it } from 'vitest';
import { boundTo, iamChecks, isAllowed, OWN_RESOURCE_TOKENS, type FunctionPolicy } from '../../infra/local/iam-guard';

const ctx = { region: 'us-east-1', account: '000000000000' };
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/author-site';

describe('local IAM: commands as IAM actions and resources', () => {
  it('maps DynamoDB calls (document client commands reach the client as these) to their actions on the table or index', () => {
    expect(iamChecks('DynamoDBClient', 'PutItemCommand', { TableName: 'author-site' }, ctx)).toEqual([
      { action: 'dynamodb:PutItem', resource: TABLE },
    ]);
    expect(iamChecks('DynamoDBClient', 'QueryCommand', { TableName: 'author-site', IndexName: 'gsi1' }, ctx)).toEqual([
      { action: 'dynamodb:Query', resource: `${TABLE}/index/gsi1` },
    ]);
    expect(
      iamChecks(
        'DynamoDBClient',
        'TransactWriteItemsCommand',
        { TransactItems: [{ Put: { TableName: 'author-site' } }, { ConditionCheck: { TableName: 'author-site' } }] },
        ctx,
      ),
    ).toEqual([
      { action: 'dynamodb:PutItem', resource: TABLE },
      { action: 'dynamodb:ConditionCheckItem', resource: TABLE },
    ]);
    expect(iamChecks('DynamoDBClient', 'BatchGetItemCommand', { RequestItems: { 'author-site': {} } }, ctx)).toEqual([
      { action: 'dynamodb:BatchGetItem', resource: TABLE },
    ]);
  });

  it('maps S3 object and bucket calls, a copy needing both ends', () => {
    expect(iamChecks('S3Client', 'HeadObjectCommand', { Bucket: 'b', Key: 'k/1.epub' }, ctx)).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::b/k/1.epub' },
    ]);
    expect(iamChecks('S3Client', 'ListObjectsV2Command', { Bucket: 'b', Prefix: 'x/' }, ctx)).toEqual([
      { action: 's3:ListBucket', resource: 'arn:aws:s3:::b' },
    ]);
    expect(
      iamChecks('S3Client', 'CopyObjectCommand', { Bucket: 'b', Key: 'to', CopySource: 'b/from%20here' }, ctx),
    ).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::b/from here' },
      { action: 's3:PutObject', resource: 'arn:aws:s3:::b/to' },
    ]);
  });

  it("maps an SES send to the sender's domain identity and the configuration set", () => {
    expect(
      iamChecks(
        'SESv2Client',
        'SendEmailCommand',
        { FromEmailAddress: 'Jane <hello@author.org>', ConfigurationSetName: 'site' },
        ctx,
      ),
    ).toEqual([
      { action: 'ses:SendEmail', resource: 'arn:aws:ses:us-east-1:000000000000:identity/author.org' },
      { action: 'ses:SendEmail', resource: 'arn:aws:ses:us-east-1:000000000000:configuration-set/site' },
    ]);
  });

  it('allows what a statement allows (wildcards, actions in any case), refuses the rest, and a Deny wins', () => {
    const policy: FunctionPolicy = {
      name: 'fn',
      statements: [
        { effect: 'Allow', actions: ['dynamodb:GetItem', 'dynamodb:query'], resources: [TABLE, `${TABLE}/index/*`] },
        { effect: 'Allow', actions: ['s3:GetObject*'], resources: ['arn:aws:s3:::b/uploads/*'] },
      ],
    };
    expect(isAllowed(policy, { action: 'dynamodb:Query', resource: `${TABLE}/index/gsi1` })).toBe(true);
    expect(isAllowed(policy, { action: 'dynamodb:PutItem', resource: TABLE })).toBe(false);
    expect(isAllowed(policy, { action: 'dynamodb:GetItem', resource: `${TABLE}-other` })).toBe(false);
    expect(isAllowed(policy, { action: 's3:GetObject', resource: 'arn:aws:s3:::b/uploads/a.epub' })).toBe(true);
    expect(isAllowed(policy, { action: 's3:GetObject', resource: 'arn:aws:s3:::b/copies/a.epub' })).toBe(false);
    const denied = {
      ...policy,
      statements: [...policy.statements, { effect: 'Deny' as const, actions: ['dynamodb:*'], resources: ['*'] }],
    };
    expect(isAllowed(denied, { action: 'dynamodb:GetItem', resource: TABLE })).toBe(false);
  });
});

describe("local IAM: a function's own resources", () => {
  const policy: FunctionPolicy = {
    name: 'ApiAdminFn',
    statements: [
      {
        effect: 'Allow',
        actions: ['dynamodb:GetItem'],
        resources: [`arn:aws:dynamodb:us-east-1:000000000000:table/${OWN_RESOURCE_TOKENS.tableName}`],
      },
      {
        effect: 'Allow',
        actions: ['ses:SendBulkEmail'],
        resources: [`arn:aws:ses:us-east-1:000000000000:configuration-set/${OWN_RESOURCE_TOKENS.configurationSet}`],
      },
    ],
  };
  const own = (tableName: string) => ({
    tableName,
    ebookBucket: 'ebooks',
    configurationSet: 'site-set',
    engagementConfigurationSet: 'engagement-set',
  });
  const get = (table: string) => iamChecks('DynamoDBClient', 'GetItemCommand', { TableName: table }, ctx)[0]!;

  it('are the table and configuration sets the function is configured with at the moment of the call', () => {
    expect(isAllowed(boundTo(policy, own('author-site')), get('author-site'))).toBe(true);
    // Configured with another table (a test's own), that one is its table, and the first is not.
    expect(isAllowed(boundTo(policy, own('mailerlite-test-1')), get('mailerlite-test-1'))).toBe(true);
    expect(isAllowed(boundTo(policy, own('mailerlite-test-1')), get('author-site'))).toBe(false);
    const send = (set: string) =>
      iamChecks(
        'SESv2Client',
        'SendBulkEmailCommand',
        { FromEmailAddress: 'a@b.c', ConfigurationSetName: set },
        ctx,
      ).find((check) => check.resource.includes('configuration-set'))!;
    expect(isAllowed(boundTo(policy, own('author-site')), send('site-set'))).toBe(true);
    expect(isAllowed(boundTo(policy, own('author-site')), send('another-set'))).toBe(false);
  });
});
