import type { StoredKeyName } from '../contract/stored-keys';

/**
 * The author's keys of other services (MailerLite's, Stripe's), each in a Secrets Manager secret the
 * stack creates empty (infra/constructs/mail.ts, payments.ts); locally the Secrets Manager stand-in
 * (infra/local/secrets-manager-api.ts) at env SECRETS_MANAGER_ENDPOINT. The SDK is loaded on first
 * use, so no cold start reads it.
 */

/**
 * How long a function keeps a key it read. A key she stores in the admin reaches the function that
 * stored it at once (it forgets its copy) and every other warm function within this much; a minute
 * costs one GetSecretValue a minute per busy function, a few cents a month.
 */
export const KEY_KEPT_MS = 60_000;

type Client = import('@aws-sdk/client-secrets-manager').SecretsManagerClient;

/** One Secrets Manager client per function, built on first use and handed to `hook` (local IAM). */
export function secretsManager(region: string, endpoint: string | undefined, hook: <T>(client: T) => T) {
  let client: Promise<Client> | undefined;
  return () =>
    (client ??= import('@aws-sdk/client-secrets-manager').then(({ SecretsManagerClient }) =>
      hook(new SecretsManagerClient({ region, ...(endpoint ? { endpoint } : {}) })),
    ));
}

/** A key as a function reads it: kept KEY_KEPT_MS, and `forget` drops the copy (this function just stored a new one). */
export type KeyReader = (() => Promise<string | undefined>) & { forget: () => void };

/**
 * A key (MailerLite's, Stripe's): the variable `valueName` holds it when set (a developer's own
 * account locally), else the secret `arnName` names. Neither a failure nor "no key yet" is kept:
 * the next call reads again (the key may be stored meanwhile).
 */
export function secretValue(client: () => Promise<Client>, valueName: string, arnName: string): KeyReader {
  let kept: { value: Promise<string | undefined>; until: number } | undefined;
  const read = async () => {
    if (process.env[valueName]) return process.env[valueName];
    const secretId = process.env[arnName];
    if (!secretId) return undefined;
    const { GetSecretValueCommand, ResourceNotFoundException } = await import('@aws-sdk/client-secrets-manager');
    try {
      return (await (await client()).send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
    } catch (error) {
      // The stack creates the secret empty: no value stored yet is "not configured".
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  };
  const forget = () => {
    kept = undefined;
  };
  const reader = () => {
    if (kept && Date.now() < kept.until) return kept.value;
    const value = read().then(
      (key) => {
        if (key === undefined && kept?.value === value) kept = undefined;
        return key;
      },
      (error: unknown) => {
        if (kept?.value === value) kept = undefined;
        throw error;
      },
    );
    kept = { value, until: Date.now() + KEY_KEPT_MS };
    return value;
  };
  return Object.assign(reader, { forget });
}

/** Where each stored key's secret is named: the variables the `mailerlite:key`, `stripe:keys` and `keys:write` grants set. */
export const KEY_SECRET_ARNS: Record<StoredKeyName, string> = {
  mailerliteApiKey: 'MAILERLITE_SECRET_ARN',
  stripeSecretKey: 'STRIPE_SECRET_ARN',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET_ARN',
};

/** The admin's hold on the keys: store one, see whether and since when one is stored; never read one. */
export interface KeyStore {
  state(key: StoredKeyName): Promise<{ set: boolean; changedAt?: Date }>;
  put(key: StoredKeyName, value: string): Promise<void>;
}

export function keyStore(client: () => Promise<Client>, readers: Record<StoredKeyName, KeyReader>): KeyStore {
  const secretOf = (key: StoredKeyName) => {
    const arn = process.env[KEY_SECRET_ARNS[key]];
    if (!arn) throw new Error(`No secret for ${key}: ${KEY_SECRET_ARNS[key]} is unset (the keys:write grant sets it)`);
    return arn;
  };
  return {
    async state(key) {
      const { DescribeSecretCommand } = await import('@aws-sdk/client-secrets-manager');
      const secret = await (await client()).send(new DescribeSecretCommand({ SecretId: secretOf(key) }));
      // A secret the stack created empty has no version; once a value is stored, one is AWSCURRENT.
      const set = Object.values(secret.VersionIdsToStages ?? {}).some((stages) => stages.includes('AWSCURRENT'));
      return set ? { set, changedAt: secret.LastChangedDate ?? secret.CreatedDate } : { set };
    },
    async put(key, value) {
      const { PutSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
      await (await client()).send(new PutSecretValueCommand({ SecretId: secretOf(key), SecretString: value }));
      // This function's copy would be served for up to KEY_KEPT_MS more: the next use reads the new one.
      readers[key].forget();
    },
  };
}
