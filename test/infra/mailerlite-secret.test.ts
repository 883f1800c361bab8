import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deps } from '../../functions/lib/deps';

/**
 * The stack creates the MailerLite secret with no value (infra/constructs/mail.ts). Secrets
 * Manager answers GetSecretValue of such a secret with ResourceNotFoundException; the handlers
 * must read that as "not configured", and see the key as soon as the engineer stores it.
 * A stand-in for Secrets Manager on 127.0.0.1 answers as the real one does (JSON 1.1 protocol).
 */
describe('the empty MailerLite secret', () => {
  let stored: string | undefined;
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      expect(request.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
      response.setHeader('content-type', 'application/x-amz-json-1.1');
      if (stored === undefined) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            __type: 'ResourceNotFoundException',
            Message: "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT",
          }),
        );
      } else {
        response.end(JSON.stringify({ ARN: 'arn', Name: 'MailerLiteApiKey', SecretString: stored, VersionId: 'v1' }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_REGION: 'eu-west-1',
      AWS_EC2_METADATA_DISABLED: 'true',
      MAILERLITE_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:MailerLiteApiKey-abc123',
    });
    delete process.env.MAILERLITE_API_KEY;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads as not configured until a key is stored, then gives the key', async () => {
    const { apiKey } = deps().mailerLite;
    await expect(apiKey()).resolves.toBeUndefined();
    stored = 'ml-key-1';
    await expect(apiKey()).resolves.toBe('ml-key-1');
  });
});
