import * as z from 'zod';

/** Every error reply of the API has this shape; the UI shows `message` to the person. */
export const errorReply = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;
