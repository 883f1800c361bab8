import * as z from 'zod';

/** The account's two-factor sign-in (TOTP), and whether the admin API refuses the account without it (deploy setting `requireAdminMfa`). */
export const twoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Who the API sees behind an admin token: lets the admin shell prove its token works. */
export const adminSession = z.object({
  username: z.string(),
  email: z.string().nullable(),
  groups: z.array(z.string()),
  twoFactor: twoFactorStatus,
});
export type AdminSession = z.infer<typeof adminSession>;

/** The admin page of the author's sign-in settings (two-factor sign-in): the frontend's route, and where her emails point. */
export const ADMIN_ACCOUNT_PATH = '/admin/account';

/**
 * Recovery codes: the way back when the authenticator's phone is lost. The site makes them when
 * two-factor sign-in is set up (and again on request), shows them once, keeps only their hashes,
 * and each signs in once: with the password it turns off the lost authenticator so a new one can
 * be set up.
 */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits no one misreads (no 0/o, 1/l/i), in groups of four: `k7mq-3xwd-pa9f`. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_GROUPS = 3;
/** Tries of the recovery form per client (network address), as the sign-up forms': a code is 59 random bits, so guessing stays hopeless. */
export const RECOVERY_RATE_LIMIT = { requests: 20, perSeconds: 60 } as const;

export const recoveryCodes = z.object({
  /** Shown once: the site keeps only their hashes. */
  codes: z.array(z.string()),
  message: z.string(),
});
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

export const recoveryCodesState = z.object({
  /** Codes not used yet; 0 when none were ever made. */
  remaining: z.number().int(),
  /** When the current codes were made; null when none were. */
  createdAt: z.string().nullable(),
});
export type RecoveryCodesState = z.infer<typeof recoveryCodesState>;

/** A field the form asks to be typed: the same words whether it is missing or empty. */
const typedText = (ask: string, max: number, tooLong?: string) =>
  z.string({ error: ask }).trim().min(1, ask).max(max, tooLong);

export const recoveryBody = z.strictObject({
  email: typedText('Please type your email address.', 254),
  password: z.string({ error: 'Please type your password.' }).min(1, 'Please type your password.').max(256),
  code: typedText(
    'Please type one of your recovery codes.',
    64,
    'A recovery code is 14 characters, like k7mq-3xwd-pa9f.',
  ),
});
export type RecoveryBody = z.infer<typeof recoveryBody>;

/** The same words whichever of the three was wrong, so the form tells a stranger nothing. */
export const RECOVERY_REFUSED = 'The email, the password or the recovery code is not right. Check them and try again.';
