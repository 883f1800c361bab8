/**
 * The author's account against the Cognito emulator, as README "Deploying" creates it: invited with a
 * temporary password, first sign-in sets a new one; two-factor sign-in (TOTP) set up with an access
 * token; and the admin API's `requireAdminMfa` through the real handlers (their built bundles).
 */
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../functions/contract/constants';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_RATE_LIMIT,
  RECOVERY_REFUSED,
  type AdminSession,
  type RecoveryCodes,
} from '../../functions/contract/session';
import { getRecoveryCodes } from '../../functions/entities/admin-recovery-codes';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { TWO_FACTOR_CACHE_MS, TWO_FACTOR_REQUIRED_MESSAGE } from '../../functions/lib/two-factor';
import { claimsAsApiGatewayPassesThem, jwtAuthorizer } from '../../infra/local/jwt-authorizer';
import { cognitoClient, ensureAuthor, ensureInvitedUser } from '../../infra/local/seed';
import { localSettings } from '../../infra/local/settings';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';
import { testCognito } from '../support/tokens';
import { totpCode } from '../support/totp';
import { mailTo } from './mailing-list-helpers';

const NEW_PASSWORD = 'Chosen-Pass-2024!';
const cognito = () => cognitoClient(testSettings);

let restore: (() => void) | undefined;
afterEach(() => restore?.());

async function invite(): Promise<{ email: string; temporary: string }> {
  const email = `author-${randomUUID()}@example.com`;
  const result = await ensureInvitedUser(testSettings, testCognito(), { email, groups: [ADMIN_GROUP] });
  if (result.kind !== 'temporary') throw new Error(`expected a temporary password, got ${result.kind}`);
  return { email, temporary: result.password };
}

const initiate = (email: string, password: string) =>
  cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: testCognito().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

const respond = (
  email: string,
  challenge: 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA',
  session: string,
  answer: Record<string, string>,
) =>
  cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: testCognito().userPoolClientId,
      ChallengeName: challenge,
      Session: session,
      ChallengeResponses: { USERNAME: email, ...answer },
    }),
  );

/** Invited, then the first sign-in answers NEW_PASSWORD_REQUIRED: the access token (and ID token) of a fresh author. */
async function firstSignIn(): Promise<{ email: string; token: string; idToken: string }> {
  const { email, temporary } = await invite();
  const started = await initiate(email, temporary);
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const done = await respond(email, 'NEW_PASSWORD_REQUIRED', started.Session!, { NEW_PASSWORD });
  return { email, token: done.AuthenticationResult!.AccessToken!, idToken: done.AuthenticationResult!.IdToken! };
}

/** An admin route as API Gateway calls its Lambda: the JWT authorizer's claims, the bearer header. */
async function call(
  name: 'getAdminSession' | 'listAllBlogPosts' | 'createRecoveryCodes' | 'getRecoveryCodes',
  token: string,
) {
  const { issuer, userPoolClientId } = testCognito();
  const payload = await jwtAuthorizer({ issuer, clientId: userPoolClientId })(`Bearer ${token}`);
  expect(payload, 'the JWT authorizer accepts the token').not.toBeNull();
  const reply = await invoke(name, {
    headers: { authorization: `Bearer ${token}` },
    claims: claimsAsApiGatewayPassesThem(payload!),
  });
  return { status: reply.status, body: reply.json() };
}

async function turnOnTotp(token: string): Promise<string> {
  const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
  await cognito().send(
    new VerifySoftwareTokenCommand({
      AccessToken: token,
      UserCode: totpCode(SecretCode!),
      FriendlyDeviceName: 'test phone',
    }),
  );
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: token,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode!;
}

describe('the author account as a deployer creates it', () => {
  it('an invited author signs in first with the temporary password, which asks for a new one', async () => {
    const { email, token } = await firstSignIn();
    expect(token.split('.')).toHaveLength(3);
    // The chosen password now signs in directly; the temporary one no longer starts a challenge.
    const again = await initiate(email, NEW_PASSWORD);
    expect(again.AuthenticationResult?.AccessToken).toBeTruthy();
    // A later start leaves an author who chose a password alone.
    await expect(ensureInvitedUser(testSettings, testCognito(), { email, groups: [ADMIN_GROUP] })).resolves.toEqual({
      kind: 'chosen',
    });
  });

  it('a restart before the first sign-in gives a fresh temporary password', async () => {
    const { email, temporary } = await invite();
    const next = await ensureInvitedUser(testSettings, testCognito(), { email, groups: [ADMIN_GROUP] });
    expect(next.kind).toBe('temporary');
    expect(next.kind === 'temporary' && next.password).not.toBe(temporary);
  });

  it('LOCAL_ADMIN_READY=true gives the author a ready password; without it the author is invited', async () => {
    const email = `ready-${randomUUID()}@example.com`;
    const env = {
      PORT: String(testSettings.port),
      DATA_DIR: testSettings.dataDir,
      LOCAL_ADMIN_EMAIL: email,
      LOCAL_ADMIN_PASSWORD: NEW_PASSWORD,
    };
    const ready = await ensureAuthor(localSettings({ ...env, LOCAL_ADMIN_READY: 'true' }), testCognito());
    expect(ready).toEqual({ kind: 'ready', password: NEW_PASSWORD });
    expect((await initiate(email, NEW_PASSWORD)).AuthenticationResult?.AccessToken).toBeTruthy();

    const invitedEmail = `invited-${randomUUID()}@example.com`;
    const invited = await ensureAuthor(localSettings({ ...env, LOCAL_ADMIN_EMAIL: invitedEmail }), testCognito());
    expect(invited.kind).toBe('temporary');
    expect((await initiate(invitedEmail, invited.kind === 'temporary' ? invited.password : '')).ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });
});

describe('two-factor sign-in and requireAdminMfa', () => {
  it('with requireAdminMfa on, the admin API refuses an account without TOTP (403 naming the fix) and serves it once TOTP is on', async () => {
    restore = overrideDeps({ requireAdminMfa: true });
    const { email, token } = await firstSignIn();

    const refused = await call('listAllBlogPosts', token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    // The session route still answers, saying what is missing, so the admin can show the setup.
    const before = await call('getAdminSession', token);
    expect(before.status).toBe(200);
    expect((before.body as unknown as AdminSession).twoFactor).toEqual({ enabled: false, required: true });

    const secret = await turnOnTotp(token);
    // The same token is served at once: a "no" is never kept.
    expect((await call('listAllBlogPosts', token)).status).toBe(200);
    expect(((await call('getAdminSession', token)).body as unknown as AdminSession).twoFactor).toEqual({
      enabled: true,
      required: true,
    });

    // Sign-in now asks for the code: a wrong one is refused, the right one signs in.
    const started = await initiate(email, NEW_PASSWORD);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(
      respond(email, 'SOFTWARE_TOKEN_MFA', started.Session!, { SOFTWARE_TOKEN_MFA_CODE: wrong }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const done = await respond(email, 'SOFTWARE_TOKEN_MFA', started.Session!, {
      SOFTWARE_TOKEN_MFA_CODE: totpCode(secret),
    });
    const second = done.AuthenticationResult!.AccessToken!;
    expect((await call('listAllBlogPosts', second)).status).toBe(200);

    // Turned off again: a new token (new jti, nothing cached) is refused once more.
    await cognito().send(
      new SetUserMFAPreferenceCommand({
        AccessToken: second,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const plain = await initiate(email, NEW_PASSWORD);
    expect(plain.ChallengeName).toBeUndefined();
    expect((await call('listAllBlogPosts', plain.AuthenticationResult!.AccessToken!)).status).toBe(403);
  });

  it('with requireAdminMfa off (the local default), an account without TOTP is served and the session says two-factor is off', async () => {
    const { token } = await firstSignIn();
    expect((await call('listAllBlogPosts', token)).status).toBe(200);
    expect(((await call('getAdminSession', token)).body as unknown as AdminSession).twoFactor).toEqual({
      enabled: false,
      required: false,
    });
  });
});

describe('issue 24: the two-factor check and the author told of every authenticator change', () => {
  it('keeps a "yes" at most 60 s: after 61 s the check asks Cognito again', async () => {
    expect(TWO_FACTOR_CACHE_MS).toBeLessThanOrEqual(60_000);
    const { token } = await firstSignIn();
    await turnOnTotp(token);
    const real = deps().askCognito;
    let asks = 0;
    let now = Date.parse('2031-05-01T10:00:00Z');
    restore = overrideDeps({
      requireAdminMfa: true,
      now: () => new Date(now),
      askCognito: (accessToken) => ((asks += 1), real(accessToken)),
    });

    expect((await call('listAllBlogPosts', token)).status).toBe(200);
    expect(asks).toBe(1);
    now += 30_000;
    expect((await call('listAllBlogPosts', token)).status).toBe(200);
    expect(asks, 'a "yes" is kept for a while').toBe(1);
    now += 31_000;
    expect((await call('listAllBlogPosts', token)).status).toBe(200);
    expect(asks, '61 s after the first check').toBe(2);
  });

  it('emails the author when an authenticator is added and when it is removed, saying what changed, when and what to do', async () => {
    let now = Date.parse('2031-05-02T09:30:00Z');
    restore = overrideDeps({ now: () => new Date(now) });
    const { email, token } = await firstSignIn();
    const notices = async () => (await mailTo(email)).filter((mail) => /authenticator/i.test(mail.subject));
    expect(((await call('getAdminSession', token)).body as unknown as AdminSession).twoFactor.enabled).toBe(false);
    expect(await notices()).toEqual([]);

    await turnOnTotp(token);
    expect(((await call('getAdminSession', token)).body as unknown as AdminSession).twoFactor.enabled).toBe(true);
    const [added] = await notices();
    expect(added, 'an email when the authenticator is added').toBeDefined();
    expect(added!.subject).toMatch(/added/i);
    expect(added!.body.text).toMatch(/added/i);
    expect(added!.body.text).toContain('2 May 2031, 09:30 UTC');
    expect(added!.body.text).toMatch(/If this was not you/i);
    // Asked again (past the cache) with nothing changed: no second email.
    now += 61_000;
    expect(((await call('getAdminSession', token)).body as unknown as AdminSession).twoFactor.enabled).toBe(true);
    expect(await notices()).toHaveLength(1);

    await cognito().send(
      new SetUserMFAPreferenceCommand({
        AccessToken: token,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const plain = (await initiate(email, NEW_PASSWORD)).AuthenticationResult!.AccessToken!;
    expect(((await call('getAdminSession', plain)).body as unknown as AdminSession).twoFactor.enabled).toBe(false);
    const all = await notices();
    expect(all, 'an email when the authenticator is removed').toHaveLength(2);
    expect(all[1]!.subject).toMatch(/removed/i);
    expect(all[1]!.body.text).toMatch(/If this was not you/i);
  });
});

describe('issue 24: a token the admin API cannot use', () => {
  it('answers an ID token on the session route 401 with a message, not 500', async () => {
    const { idToken } = await firstSignIn();
    const reply = await call('getAdminSession', idToken);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/sign in again/i);
  });
});

describe('a lost phone: recovery codes the site keeps itself', () => {
  /** The account's Cognito username, as the access token names it. */
  const usernameIn = (token: string) =>
    String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { username: string }).username);
  const recover = (body: Record<string, string>, sourceIp: string) =>
    invoke('recoverTwoFactor', { body, sourceIp, claims: null });

  it('are made only once two-factor sign-in is on, shown once, and kept as hashes alone', async () => {
    const { token } = await firstSignIn();
    const early = await call('createRecoveryCodes', token);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Turn on two-factor sign-in first/);

    await turnOnTotp(token);
    const made = await call('createRecoveryCodes', token);
    expect(made.status).toBe(200);
    const { codes } = made.body as unknown as RecoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);

    const stored = await getRecoveryCodes(deps(), usernameIn(token));
    expect(stored!.hashes).toHaveLength(RECOVERY_CODE_COUNT);
    const kept = JSON.stringify(stored);
    for (const code of codes) {
      expect(kept).not.toContain(code);
      expect(kept).not.toContain(code.replace(/-/g, ''));
    }
    expect((await call('getRecoveryCodes', token)).body).toMatchObject({ remaining: RECOVERY_CODE_COUNT });

    // New codes replace the old ones whole.
    const again = (await call('createRecoveryCodes', token)).body as unknown as RecoveryCodes;
    expect(again.codes.some((code) => codes.includes(code))).toBe(false);
  });

  it('with the password, one code turns the lost authenticator off, and only once; wrong ones are refused in words, then limited', async () => {
    const now = Date.parse('2031-06-01T10:00:00Z');
    const { email, token } = await firstSignIn();
    await turnOnTotp(token);
    const { codes } = (await call('createRecoveryCodes', token)).body as unknown as RecoveryCodes;
    // The emulator has no AdminSetUserMFAPreference (see the next test): the same change through the
    // call it has, SetUserMFAPreference with the account's own token.
    const turnedOff: string[] = [];
    restore = overrideDeps({
      now: () => new Date(now),
      cognitoAccount: {
        checkPassword: deps().cognitoAccount.checkPassword,
        turnOffTotp: async (username) => {
          turnedOff.push(username);
          await cognito().send(
            new SetUserMFAPreferenceCommand({
              AccessToken: token,
              SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
            }),
          );
        },
      },
    });

    // A wrong password uses up no code; a wrong code is refused with the same words.
    const wrongPassword = await recover({ email, password: 'Not-The-Password-1!', code: codes[0]! }, '198.51.100.1');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json<{ message: string }>().message).toBe(RECOVERY_REFUSED);
    const wrongCode = await recover({ email, password: NEW_PASSWORD, code: 'aaaa-bbbb-cccc' }, '198.51.100.1');
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json<{ message: string }>().message).toBe(RECOVERY_REFUSED);
    expect(turnedOff).toEqual([]);
    expect((await initiate(email, NEW_PASSWORD)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

    // The right code, typed as people do (capitals, spaces): two-factor sign-in is off, and the password signs in.
    const typed = codes[0]!.toUpperCase().replace(/-/g, ' ');
    const recovered = await recover({ email, password: NEW_PASSWORD, code: typed }, '198.51.100.2');
    expect(recovered.status, recovered.text).toBe(200);
    expect(recovered.json<{ message: string }>().message).toMatch(
      /Two-factor sign-in is off.*9 recovery codes are left/,
    );
    expect(turnedOff).toEqual([usernameIn(token)]);
    expect((await initiate(email, NEW_PASSWORD)).AuthenticationResult?.AccessToken).toBeTruthy();
    expect((await getRecoveryCodes(deps(), usernameIn(token)))!.hashes).toHaveLength(RECOVERY_CODE_COUNT - 1);

    // A used code never works again.
    const reused = await recover({ email, password: NEW_PASSWORD, code: codes[0]! }, '198.51.100.3');
    expect(reused.status).toBe(400);
    expect(reused.json<{ message: string }>().message).toBe(RECOVERY_REFUSED);

    // Guessing from one network stops at the limit, a right code included.
    const guesser = '198.51.100.4';
    for (let i = 0; i < RECOVERY_RATE_LIMIT.requests; i++)
      expect((await recover({ email, password: NEW_PASSWORD, code: `guess-${i}` }, guesser)).status).toBe(400);
    const limited = await recover({ email, password: NEW_PASSWORD, code: codes[1]! }, guesser);
    expect(limited.status).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/\w/);
    expect((await getRecoveryCodes(deps(), usernameIn(token)))!.hashes).toHaveLength(RECOVERY_CODE_COUNT - 1);
  });

  it("turns the authenticator off with Cognito's AdminSetUserMFAPreference, which the emulator does not have", async () => {
    const { token } = await firstSignIn();
    await expect(deps().cognitoAccount.turnOffTotp(usernameIn(token))).rejects.toThrow(
      /unsupported.*AdminSetUserMFAPreference/i,
    );
  });
});
