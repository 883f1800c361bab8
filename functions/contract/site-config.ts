import * as z from 'zod';

/**
 * `/config.json`: the runtime settings the frontend reads at start, so one build serves every
 * environment. The local server answers it; the CDK stack writes it into the site bucket.
 */
export const siteConfig = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only locally: the Cognito emulator's origin. Unset in the cloud. */
  userPoolEndpoint: z.string().optional(),
  siteUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const SITE_CONFIG_PATH = '/config.json';
