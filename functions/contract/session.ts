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
