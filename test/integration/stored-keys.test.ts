import { randomBytes } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import type { StoredKeys, StoredKeyState } from '../../functions/contract/stored-keys';
import { deps } from '../../functions/lib/deps';
import { policyForRoute, runAsFunction } from '../../infra/local/iam-guard';
import { localIamPolicies } from '../../infra/local/iam-policies';
import { endpoint, LOCAL_SECRET_ARNS } from '../../infra/local/settings';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';

/**
 * Her keys of other services, stored from the admin's Account page through the real admin
 * handler into this worker's Secrets Manager stand-in (infra/local/secrets-manager-api.ts), which
 * the functions read as they read Secrets Manager in the cloud: the replies say whether and since
 * when a key is set and never give any of it; a key of the wrong shape is refused in words and
 * nothing is stored; a function reads the new key. Only Stripe's secret key is changed (and put
 * back), as this worker's other files check out against the Stripe stand-in with its own key, and
 * a MailerLite key would have them call the real MailerLite.
 */
const secretsManager = new SecretsManagerClient({
  region: testSettings.region,
  endpoint: endpoint(testSettings.ports.secretsManager),
});
/** What the stand-in holds, read as a function with `stripe:keys` would. */
const stored = async (arn: string) =>
  (await secretsManager.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString;

const newStripeKey = () => `sk_test_${randomBytes(18).toString('hex')}`;
const stateOf = async () => {
  const reply = await invoke('getStoredKeys');
  expect(reply.status, reply.text).toBe(200);
  return { text: reply.text, keys: reply.json<StoredKeys>().keys };
};
const keyState = (keys: StoredKeyState[], key: StoredKeyState['key']) => keys.find((k) => k.key === key)!;

afterAll(async () => {
  // This worker's other files check out with the Stripe stand-in's own key.
  const reply = await invoke('putStoredKey', {
    body: { key: 'stripeSecretKey', value: testSettings.stripe.secretKey },
  });
  expect(reply.status, reply.text).toBe(200);
});

describe('her keys, entered in the admin', () => {
  it('says which keys are set and since when, and never a key', async () => {
    const { text, keys } = await stateOf();
    expect(keys.map((k) => k.key).sort()).toEqual(['mailerliteApiKey', 'stripeSecretKey', 'stripeWebhookSecret']);
    // The local stack starts with the Stripe stand-in's keys in Stripe's secrets, as a deployer stores the account's.
    for (const key of ['stripeSecretKey', 'stripeWebhookSecret'] as const) {
      expect(keyState(keys, key)).toMatchObject({ set: true, changedAt: expect.any(String) });
      expect(Number.isNaN(Date.parse(keyState(keys, key).changedAt!))).toBe(false);
    }
    expect(keyState(keys, 'mailerliteApiKey')).toEqual({ key: 'mailerliteApiKey', set: false });
    for (const value of [testSettings.stripe.secretKey, testSettings.stripe.webhookSecret]) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(value.slice(-6));
    }
  });

  it('stores a Stripe secret key, answers its new state without it, and the functions read it', async () => {
    // A function that read the old key keeps it at most KEY_KEPT_MS; this file's copy of the functions' code reads now.
    expect(await deps().stripe.secretKey()).toBe(testSettings.stripe.secretKey);
    const key = newStripeKey();
    const before = Date.now();
    const reply = await invoke('putStoredKey', { body: { key: 'stripeSecretKey', value: `  ${key}\n` } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.text).not.toContain(key.slice(8));
    const state = reply.json<StoredKeyState>();
    expect(state).toMatchObject({ key: 'stripeSecretKey', set: true });
    expect(Date.parse(state.changedAt!)).toBeGreaterThanOrEqual(before - 1000);
    // Stored as pasted, without the spaces and line break around it.
    expect(await stored(LOCAL_SECRET_ARNS.stripeSecretKey)).toBe(key);
    const { text } = await stateOf();
    expect(text).not.toContain(key.slice(8));

    // The function that stores a key forgets the copy it kept: its next read is the new key.
    await deps().keys.put('stripeSecretKey', newStripeKey());
    const latest = await stored(LOCAL_SECRET_ARNS.stripeSecretKey);
    expect(await deps().stripe.secretKey()).toBe(latest);
  });

  it.each([
    ['stripeSecretKey', 'pk_live_51HxYzAbCdEfGhIjKlMnOpQrStUv', /publishable key.*sk_live_/],
    ['stripeSecretKey', 'sk_live_short', /not a Stripe secret key.*Developers → API keys/],
    ['stripeWebhookSecret', 'sk_test_51HxYzAbCdEfGhIjKlMnOpQrStUv', /API key, not the webhook signing secret.*whsec_/],
    ['stripeWebhookSecret', 'whsec_ with spaces in it', /not a webhook signing secret/],
    ['mailerliteApiKey', 'my-mailerlite-password', /not a whole MailerLite API token.*eyJ/],
    ['mailerliteApiKey', '   ', /Paste the key\./],
  ] as const)('refuses %s "%s" in words and stores nothing', async (key, value, words) => {
    const before = await stateOf();
    const stripeKey = await stored(LOCAL_SECRET_ARNS.stripeSecretKey);
    const reply = await invoke('putStoredKey', { body: { key, value } });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.json<{ message: string }>().message).toMatch(words);
    if (value.trim()) expect(reply.text).not.toContain(value);
    expect((await stateOf()).keys).toEqual(before.keys);
    expect(await stored(LOCAL_SECRET_ARNS.stripeSecretKey)).toBe(stripeKey);
  });

  it('refuses a key far longer than any key, before reading it', async () => {
    const reply = await invoke('putStoredKey', { body: { key: 'mailerliteApiKey', value: `eyJ${'a'.repeat(9000)}` } });
    expect(reply.status).toBe(413);
  });

  it('is the admin’s function’s alone to store: the reader’s function is refused as IAM refuses it', async () => {
    const reader = policyForRoute(await localIamPolicies(testSettings), routes.checkout);
    await expect(runAsFunction(reader, () => deps().keys.put('stripeSecretKey', newStripeKey()))).rejects.toThrow(
      /not authorized to perform: secretsmanager:PutSecretValue/,
    );
  });
});
