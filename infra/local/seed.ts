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
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ADMIN_GROUP, EBOOK_FILENAME } from '../../functions/contract/constants';
import { tableSchema } from '../../functions/lib/keys';
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
export async function ensureTable(s: LocalSettings) {
  const db = new DynamoDBClient({ region: s.region, endpoint: endpoint(s.ports.dynamodb), credentials });
  try {
    await db.send(new DescribeTableCommand({ TableName: s.tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyNames = [tableSchema.partitionKey, tableSchema.sortKey, ...tableSchema.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await db.send(
    new CreateTableCommand({
      TableName: s.tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableSchema.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await db.send(
    new UpdateTimeToLiveCommand({
      TableName: s.tableName,
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
    }),
  );
}

/** The private ebook bucket with the sample EPUB, unless a real one was put there already. */
export async function ensureEbook(s: LocalSettings) {
  const s3 = new S3Client({ region: s.region, endpoint: endpoint(s.ports.s3), forcePathStyle: true, credentials });
  await s3.send(new CreateBucketCommand({ Bucket: s.ebookBucket })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  const present = await s3.send(new HeadObjectCommand({ Bucket: s.ebookBucket, Key: EBOOK_FILENAME })).then(
    () => true,
    () => false,
  );
  if (!present) {
    await s3.send(new PutObjectCommand({ Bucket: s.ebookBucket, Key: EBOOK_FILENAME, Body: sampleEpub(), ContentType: 'application/epub+zip' }));
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
      }),
    );
    userPoolId = created.UserPool!.Id!;
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  }
  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.[0]?.ClientId;
  if (!userPoolClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: 'site', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  return { userPoolId, userPoolClientId };
}

/** A confirmed user with a permanent password, in the given groups. Used for the author and by tests. */
export async function ensureUser(s: LocalSettings, ids: CognitoIds, user: { email: string; password: string; groups: string[] }) {
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
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: ids.userPoolId, Username: user.email, Password: user.password, Permanent: true }));
  for (const group of user.groups) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: ids.userPoolId, Username: user.email, GroupName: group }));
  }
}

export async function seed(s: LocalSettings): Promise<CognitoIds> {
  await Promise.all([ensureTable(s), ensureEbook(s)]);
  const ids = await ensureUserPool(s);
  await ensureUser(s, ids, { ...s.admin, groups: [ADMIN_GROUP] });
  return ids;
}
