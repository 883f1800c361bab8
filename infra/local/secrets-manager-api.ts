/**
 * An offline stand-in for Secrets Manager, as much of it as the site calls: GetSecretValue,
 * PutSecretValue and DescribeSecret (JSON 1.1, `X-Amz-Target: secretsmanager.<Operation>`, as
 * `@aws-sdk/client-secrets-manager` sends them and reads the answers, errors included), on the
 * secrets of her keys (LOCAL_SECRET_ARNS), so the functions read her keys and the admin stores them
 * locally the way they do in the cloud. A secret is created empty, as the stack creates it: until a
 * value is put, GetSecretValue answers ResourceNotFoundException. Kept in a JSON file in the data
 * folder (readable by its owner only), so a key she stored survives a restart of `npm start`.
 * Listens on 127.0.0.1 only.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { bodyUpTo } from './request-body';
import { listenOnLoopback } from './stand-in-server';

/** Secrets Manager's own limit on a secret's value. */
const MAX_SECRET_BYTES = 65_536;
const MAX_BODY_BYTES = 2 * MAX_SECRET_BYTES;

interface StoredSecret {
  arn: string;
  createdAt: number;
  changedAt: number;
  /** The AWSCURRENT version, once a value is put. */
  current?: { versionId: string; value: string; createdAt: number };
}

export interface SecretsManagerStandIn {
  stop(): Promise<void>;
}

/** An ARN's secret name (`…:secret:<name>-<6 characters>`), by which a secret may also be asked for. */
const nameOf = (arn: string) => /:secret:(.+)-[A-Za-z0-9]{6}$/.exec(arn)?.[1] ?? arn;
const seconds = (ms: number) => ms / 1000;

/** Secrets Manager's error reply (its type in the body, as the SDK reads it). */
function refuse(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ __type: type, Message: message }));
}

function reply(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}

export async function startSecretsManagerApi({
  port,
  file,
  secrets,
  seed = {},
}: {
  port: number;
  /** Where the secrets are kept (the data folder's `secrets.json`). */
  file: string;
  /** The ARNs of the secrets the stack creates. */
  secrets: readonly string[];
  /** Values a secret starts with when it has none (the Stripe stand-in's own keys). */
  seed?: Record<string, string>;
}): Promise<SecretsManagerStandIn> {
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredSecret>) : {};
  const store = new Map<string, StoredSecret>();
  const now = Date.now();
  for (const arn of secrets) {
    const secret = kept[arn] ?? { arn, createdAt: now, changedAt: now };
    if (!secret.current && seed[arn] !== undefined)
      secret.current = { versionId: randomUUID(), value: seed[arn], createdAt: now };
    store.set(arn, secret);
  }
  const save = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(store)), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
    chmodSync(file, 0o600);
  };
  save();
  const find = (id: unknown) =>
    typeof id === 'string' ? [...store.values()].find((s) => s.arn === id || nameOf(s.arn) === id) : undefined;

  const server = createServer((req, res) => {
    void (async () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      if (req.method !== 'POST' || !target.startsWith('secretsmanager.'))
        return refuse(res, 400, 'UnknownOperationException', 'Secrets Manager takes POST with X-Amz-Target.');
      const text = await bodyUpTo(req, MAX_BODY_BYTES);
      if (text === null) return refuse(res, 413, 'InvalidRequestException', 'The request is too large.');
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(text || '{}') as Record<string, unknown>;
      } catch {
        return refuse(res, 400, 'SerializationException', 'The body is not JSON.');
      }
      const secret = find(input.SecretId);
      if (!secret)
        return refuse(res, 400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      const name = nameOf(secret.arn);
      switch (target.slice('secretsmanager.'.length)) {
        case 'GetSecretValue':
          if (!secret.current)
            return refuse(
              res,
              400,
              'ResourceNotFoundException',
              "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT",
            );
          return reply(res, {
            ARN: secret.arn,
            Name: name,
            VersionId: secret.current.versionId,
            SecretString: secret.current.value,
            VersionStages: ['AWSCURRENT'],
            CreatedDate: seconds(secret.current.createdAt),
          });
        case 'PutSecretValue': {
          const value = input.SecretString;
          if (typeof value !== 'string' || !value || Buffer.byteLength(value) > MAX_SECRET_BYTES)
            return refuse(res, 400, 'InvalidParameterException', 'SecretString must be 1 to 65,536 bytes.');
          const at = Date.now();
          const versionId = typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : randomUUID();
          secret.current = { versionId, value, createdAt: at };
          secret.changedAt = at;
          save();
          return reply(res, { ARN: secret.arn, Name: name, VersionId: versionId, VersionStages: ['AWSCURRENT'] });
        }
        case 'DescribeSecret':
          return reply(res, {
            ARN: secret.arn,
            Name: name,
            CreatedDate: seconds(secret.createdAt),
            LastChangedDate: seconds(secret.changedAt),
            ...(secret.current ? { VersionIdsToStages: { [secret.current.versionId]: ['AWSCURRENT'] } } : {}),
          });
        default:
          return refuse(res, 400, 'UnknownOperationException', `The stand-in does not answer ${target}.`);
      }
    })().catch(() => {
      if (!res.headersSent) refuse(res, 500, 'InternalServiceError', 'The stand-in failed.');
      else res.destroy();
    });
  });
  return listenOnLoopback(server, port);
}
