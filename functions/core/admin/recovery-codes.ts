import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUPS,
  RECOVERY_REFUSED,
  type RecoveryBody,
  type RecoveryCodes,
  type RecoveryCodesState,
} from '../../contract/session';
import { getRecoveryCodes, putRecoveryCodes, takeRecoveryCode } from '../../entities/admin-recovery-codes';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { log } from '../../lib/log';

/**
 * Recovery codes, the site's own way back from a lost phone (Cognito has none for TOTP): ten
 * random codes made when two-factor sign-in is set up or on request, shown once, kept only as
 * salted SHA-256 hashes (each code is 59 random bits, so a hash cannot be searched back to it), and
 * each good once. With the account's password, one code turns the lost authenticator off; the
 * author then signs in with her password and sets up the new phone.
 */

const normalised = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashOf = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${normalised(code)}`)
    .digest('base64url');

function newCode(): string {
  const groups = Array.from({ length: RECOVERY_CODE_GROUPS }, () =>
    Array.from({ length: 4 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** New codes for the account, replacing any made before; only when two-factor sign-in is on. */
export async function makeRecoveryCodes(deps: Deps, username: string, twoFactorOn: boolean): Promise<RecoveryCodes> {
  if (!twoFactorOn)
    throw new ConflictError(
      'Turn on two-factor sign-in first: recovery codes are the way back in when its phone is lost.',
    );
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const salt = randomBytes(16).toString('base64url');
  await putRecoveryCodes(deps, username, {
    salt,
    hashes: codes.map((code) => hashOf(salt, code)),
    createdAt: deps.now().toISOString(),
  });
  return {
    codes,
    message: `Here are ${codes.length} recovery codes. Keep them somewhere safe away from your phone (printed, or in a password manager): this is the only time they are shown. Each one works once. Any codes you had before no longer work.`,
  };
}

export async function recoveryCodesStateOf(deps: Deps, username: string): Promise<RecoveryCodesState> {
  const item = await getRecoveryCodes(deps, username);
  return { remaining: item?.hashes.length ?? 0, createdAt: item?.createdAt ?? null };
}

/** Uses up the code if it is one of the account's unused ones; false otherwise. */
async function useCode(deps: Deps, username: string, code: string): Promise<{ used: boolean; left: number }> {
  const item = await getRecoveryCodes(deps, username);
  if (!item) return { used: false, left: 0 };
  const hash = hashOf(item.salt, code);
  const index = item.hashes.indexOf(hash);
  if (index < 0) return { used: false, left: item.hashes.length };
  const used = await takeRecoveryCode(deps, username, index, hash);
  return { used, left: item.hashes.length - 1 };
}

/**
 * The "Lost your phone?" form: the password first (a wrong one uses up no code), then the code,
 * then Cognito turns the authenticator off. One answer for every wrong part; the route's per-client
 * limit keeps guessing slow.
 */
export async function recoverTwoFactor(deps: Deps, body: RecoveryBody): Promise<{ message: string }> {
  const account = await deps.cognitoAccount.checkPassword(body.email, body.password);
  if (!account) throw new BadRequestError(RECOVERY_REFUSED);
  const { used, left } = await useCode(deps, account.username, body.code);
  if (!used) throw new BadRequestError(RECOVERY_REFUSED);
  if (!account.totp)
    return { message: 'Two-factor sign-in is already off for this account: sign in with your password.' };
  await deps.cognitoAccount.turnOffTotp(account.username);
  log.info('Two-factor sign-in turned off with a recovery code', { username: account.username, left });
  return {
    message: `Two-factor sign-in is off. Sign in with your password, then set up your new phone under Account. ${left === 1 ? '1 recovery code is' : `${left} recovery codes are`} left.`,
  };
}
