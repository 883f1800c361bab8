import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS_FILE } from '../../infra/deploy-settings';

/**
 * The origin the build renders the seed's pages on (canonical links, Open Graph, JSON-LD, robots.txt,
 * the share images' address line): `https://<domainName>` of the deploy settings, else STAND_IN_ORIGIN.
 * Only that setting is read: a build needs no deploy's other settings (the cdk app checks those).
 *
 * The build's pages never stay live: the publish that every deploy runs (and the local stack's
 * start) renders them again from the table, on the stack's own address (SITE_URL). A build without
 * a domain so names a reserved one (RFC 2606) rather than a guess at hers.
 */
export const STAND_IN_ORIGIN = 'https://author.example';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function buildOrigin(): string {
  const file = resolve(repoRoot, process.env.DEPLOY_SETTINGS ?? SETTINGS_FILE);
  const { domainName } = JSON.parse(readFileSync(file, 'utf8')) as { domainName?: string };
  return domainName ? `https://${domainName}` : STAND_IN_ORIGIN;
}
