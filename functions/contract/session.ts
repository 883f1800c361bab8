import { z } from 'zod';

/** Who the API sees behind an admin token: lets the admin shell prove its token works. */
export const adminSession = z.object({
  username: z.string(),
  email: z.string().nullable(),
  groups: z.array(z.string()),
});
export type AdminSession = z.infer<typeof adminSession>;
