/**
 * `npm run cost [-- --subscribers N --pageviews N --campaigns N --downloads N --signups N]`:
 * synthesizes the stack (no bundling, no frontend build needed), reads its resources and prints
 * the monthly AWS bill for the usage profile, one line per service.
 */
import { estimate, formatEstimate } from './estimate';
import { resourcesOf } from './resources';
import { DEFAULT_PROFILE, parseProfile, PROFILE_FLAGS, ProfileError, type UsageProfile } from './usage';

function usage(): string {
  const flags = Object.entries(PROFILE_FLAGS).map(
    ([name, what]) => `  --${name} N`.padEnd(20) + `${what} [${DEFAULT_PROFILE[name as keyof UsageProfile]}]`,
  );
  return ['Usage: npm run cost [-- options]', ...flags].join('\n');
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage());
  process.exit(0);
}
let profile: UsageProfile;
try {
  profile = parseProfile(args);
} catch (error) {
  if (!(error instanceof ProfileError)) throw error;
  console.error(`${error.message}\n\n${usage()}`);
  process.exit(2);
}
// Loaded after the arguments are checked: a typo gets its message without a synth.
const { synthesizedTemplate } = await import('./synth');
console.log(formatEstimate(estimate(profile, resourcesOf(synthesizedTemplate())), profile));
