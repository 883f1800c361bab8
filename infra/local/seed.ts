import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EBOOK_UPLOAD_CORS } from '../ebook-uploads';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  PutBucketCorsCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { localS3 } from './s3-client';
import { randomInt } from 'node:crypto';
import { ADMIN_GROUP, EBOOK_FILENAME, EPUB_MEDIA_TYPE } from '../../functions/contract/constants';
import { PASSWORD_POLICY } from '../../functions/contract/password-policy';
import { tableSchema, type IndexSchema } from '../../functions/entities/table';
import { seedSiteContent } from '../../functions/core/site-content/seed';
import { seedContent, seedPlaceholders } from '../../content/seed/seed';
import { sampleEpub } from './sample-epub';
import { endpoint, LOCAL_POOL_NAME, type LocalSettings } from './settings';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface CognitoIds {
  userPoolId: string;
  userPoolClientId: string;
}

export function cognitoClient(s: LocalSettings) {
  return new CognitoIdentityProviderClient({ region: s.region, endpoint: endpoint(s.ports.cognito), credentials });
}

/** Creates the single table from the keys module, as the CDK stack does. */
const attributeDefinitions = (names: string[]) =>
  [...new Set(names)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));

const indexOf = (index: IndexSchema): GlobalSecondaryIndex => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection:
    index.projection === 'ALL'
      ? { ProjectionType: 'ALL' }
      : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
});

/** Waits while DynamoDB fills a new index from the existing items, as a CloudFormation update does before it completes. */
async function untilIndexesActive(db: DynamoDBClient, tableName: string, timeoutMs = 120_000): Promise<void> {
  for (
    const deadline = Date.now() + timeoutMs;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
    if ((Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE')) return;
  }
  throw new Error(`The table ${tableName}'s new index did not become active within ${timeoutMs / 1000} s`);
}

/**
 * The table as `tableSchema` declares it. A table kept from an earlier run gets the indexes it
 * lacks, one at a time, as a deploy adds them to the cloud's table (filled from existing items).
 */
export async function ensureTable(s: LocalSettings) {
  const db = new DynamoDBClient({ region: s.region, endpoint: endpoint(s.ports.dynamodb), credentials });
  const existing = await db.send(new DescribeTableCommand({ TableName: s.tableName })).catch((error: unknown) => {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  });
  if (existing) {
    const present = new Set(existing.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    for (const index of tableSchema.globalIndexes.filter((i) => !present.has(i.name))) {
      await db.send(
        new UpdateTableCommand({
          TableName: s.tableName,
          AttributeDefinitions: attributeDefinitions([index.partitionKey, index.sortKey]),
          GlobalSecondaryIndexUpdates: [{ Create: indexOf(index) }],
        }),
      );
      await untilIndexesActive(db, s.tableName);
    }
    return;
  }
  const keyNames = [
    tableSchema.partitionKey,
    tableSchema.sortKey,
    ...tableSchema.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  await db.send(
    new CreateTableCommand({
      TableName: s.tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions(keyNames),
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableSchema.globalIndexes.map(indexOf),
    }),
  );
  await db.send(
    new UpdateTimeToLiveCommand({
      TableName: s.tableName,
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
    }),
  );
}

const ensureBucket = (s3: S3Client, bucket: string) =>
  s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });

/** The private ebook bucket with the sample EPUB, unless a real one was put there already, and the media bucket of her pictures. */
export async function ensureEbook(s: LocalSettings) {
  const s3 = localS3(s);
  await Promise.all([ensureBucket(s3, s.ebookBucket), ensureBucket(s3, s.mediaBucket)]);
  // The stack's CORS rule (infra/ebook-uploads.ts), for the local site's address.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: s.ebookBucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [s.siteUrl, s.adminUrl],
            AllowedMethods: [...EBOOK_UPLOAD_CORS.methods],
            AllowedHeaders: EBOOK_UPLOAD_CORS.headers,
            MaxAgeSeconds: EBOOK_UPLOAD_CORS.maxAgeSeconds,
          },
        ],
      },
    }),
  );
  const present = await s3.send(new HeadObjectCommand({ Bucket: s.ebookBucket, Key: EBOOK_FILENAME })).then(
    () => true,
    () => false,
  );
  if (!present) {
    await s3.send(
      new PutObjectCommand({
        Bucket: s.ebookBucket,
        Key: EBOOK_FILENAME,
        Body: sampleEpub(),
        ContentType: EPUB_MEDIA_TYPE,
      }),
    );
  }
}

/** The user pool, its public client and the `admin` group, found again by name after a restart. */
export async function ensureUserPool(s: LocalSettings): Promise<CognitoIds> {
  const cognito = cognitoClient(s);
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_POOL_NAME,
        UsernameAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        // As the CDK pool (infra/constructs/auth.ts); the emulator stores the policy but does not enforce it.
        MfaConfiguration: 'OPTIONAL',
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
      }),
    );
    userPoolId = created.UserPool!.Id!;
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  }
  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.[0]?.ClientId;
  if (!userPoolClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'site',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  return { userPoolId, userPoolClientId };
}

/** A confirmed user with a permanent password, in the given groups. Used for the author and by tests. */
export async function ensureUser(
  s: LocalSettings,
  ids: CognitoIds,
  user: { email: string; password: string; groups: string[] },
) {
  const cognito = cognitoClient(s);
  const exists = await cognito.send(new AdminGetUserCommand({ UserPoolId: ids.userPoolId, Username: user.email })).then(
    () => true,
    (error) => {
      if (error instanceof UserNotFoundException) return false;
      throw error;
    },
  );
  if (!exists) {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: ids.userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: ids.userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  for (const group of user.groups) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: user.email, GroupName: group }),
    );
  }
}

/** A temporary password Cognito would accept: 16 characters, every kind the policy asks for. */
export function temporaryPassword(): string {
  const kinds = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%+=?@'];
  const pick = (chars: string) => chars[randomInt(chars.length)]!;
  const chars = [...kinds.map(pick), ...Array.from({ length: 12 }, () => pick(kinds.join('')))];
  return chars.join('');
}

/** How the author can sign in after a start: a temporary password to change, or the password they chose. */
export type AuthorSignIn =
  { kind: 'ready'; password: string } | { kind: 'temporary'; password: string } | { kind: 'chosen' };

/**
 * A user created as README "Deploying" tells the deployer to: AdminCreateUser (Cognito mails a
 * temporary password: the emulator writes the message to its log), then AdminAddUserToGroup. While the
 * first sign-in has not happened, every call gives a fresh temporary password (the emulator cannot tell
 * the old one again); once the user chose a password it is left alone.
 */
export async function ensureInvitedUser(
  s: LocalSettings,
  ids: CognitoIds,
  user: { email: string; groups: string[] },
): Promise<AuthorSignIn> {
  const cognito = cognitoClient(s);
  const existing = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: ids.userPoolId, Username: user.email }))
    .catch((error: unknown) => {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    });
  if (existing && existing.UserStatus !== 'FORCE_CHANGE_PASSWORD') return { kind: 'chosen' };
  const password = temporaryPassword();
  if (existing) {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: ids.userPoolId,
        Username: user.email,
        Password: password,
        Permanent: false,
      }),
    );
  } else {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: ids.userPoolId,
        Username: user.email,
        TemporaryPassword: password,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  for (const group of user.groups) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: user.email, GroupName: group }),
    );
  }
  return { kind: 'temporary', password };
}

/** The author's account: ready to use with LOCAL_ADMIN_READY=true, else invited as a deployer does it. */
export async function ensureAuthor(s: LocalSettings, ids: CognitoIds): Promise<AuthorSignIn> {
  if (s.adminReady) {
    await ensureUser(s, ids, { ...s.admin, groups: [ADMIN_GROUP] });
    return { kind: 'ready', password: s.admin.password };
  }
  return ensureInvitedUser(s, ids, { email: s.admin.email, groups: [ADMIN_GROUP] });
}

/** Her site's content as content/seed/seed.ts has it, written once: a restart keeps what she edited. */
async function ensureSiteContent(s: LocalSettings) {
  const client = new DynamoDBClient({ region: s.region, endpoint: endpoint(s.ports.dynamodb), credentials });
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  await seedSiteContent({ db, table: s.tableName, now: () => new Date() }, seedContent, seedPlaceholders);
}

export async function seed(s: LocalSettings): Promise<{ ids: CognitoIds; author: AuthorSignIn }> {
  await Promise.all([ensureTable(s).then(() => ensureSiteContent(s)), ensureEbook(s)]);
  const ids = await ensureUserPool(s);
  return { ids, author: await ensureAuthor(s, ids) };
}
