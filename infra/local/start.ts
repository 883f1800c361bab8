/**
 * `npm start`: the whole site on this machine, no AWS account, the API served by the functions'
 * bundles (rebuilt on every change). Flags:
 *   --reset       wipe the local data folder first (table, bucket, accounts)
 *   --reset-only  wipe it and exit (`npm run reset`)
 *   --no-build    serve the existing frontend/dist instead of building it first
 *   --no-watch    run the functions' bundles as `npm run build` left them, without rebuilding
 *                 or watching them (the browser tests' stacks)
 * Environment: PORT (3000), DATA_DIR (.data/local), LOCAL_ADMIN_EMAIL,
 *   LOCAL_ADMIN_READY=true (the author gets LOCAL_ADMIN_PASSWORD, no first-sign-in step),
 *   REQUIRE_ADMIN_MFA=true (the admin API refuses the author until two-factor sign-in is on),
 *   DOUBLE_OPT_IN=false (sign-ups confirm at once, no confirmation email),
 *   LOCAL_RATE_LIMIT=off (no per-client limits; only `npm run bench` sets it).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { PortInUseError } from './processes';
import { watchCognitoMail } from './cognito-mail';
import type { AuthorSignIn } from './seed';
import { endpoint, localSettings } from './settings';
import { startLocalStack } from './stack';

const args = new Set(process.argv.slice(2));
const settings = localSettings();

if (args.has('--reset') || args.has('--reset-only')) {
  rmSync(settings.dataDir, { recursive: true, force: true });
  console.log(`Local data reset (${settings.dataDir}).`);
  if (args.has('--reset-only')) process.exit(0);
}

if (!args.has('--no-build')) {
  console.log('Building the frontend…');
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
}

function signInLine(email: string, author: AuthorSignIn): string {
  if (author.kind === 'ready') return `${email} / ${author.password}`;
  if (author.kind === 'temporary')
    return `${email} / temporary password ${author.password} (the first sign-in asks for a new one)`;
  return `${email} / the password you chose ("Forgot password?" on the sign-in form resets it)`;
}

const started = Date.now();
try {
  // The functions' bundles are rebuilt whenever their code changes (the server imports each new build).
  const stack = await startLocalStack(settings, { functions: args.has('--no-watch') ? 'built' : 'watch' });
  // What Cognito would email (temporary passwords, password-reset codes) shows up here as it is sent.
  const stopWatching = watchCognitoMail(settings, (mail) =>
    console.log(`Cognito mail to ${mail.destination}: code ${mail.code}`),
  );
  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping the emulators and the server…`);
    stopWatching();
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  console.log(
    [
      '',
      `Site:            ${settings.siteUrl}`,
      `Admin:           ${settings.adminUrl}/admin`,
      `  sign in with   ${signInLine(settings.admin.email, stack.author)}`,
      `Mail (SES):      ${endpoint(settings.ports.ses)}`,
      `Stripe stand-in: ${endpoint(settings.ports.stripe)} (pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined)`,
      `Data folder:     ${settings.dataDir} (npm run reset wipes it)`,
      `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof PortInUseError ? `\n${error.message}\n` : error);
  process.exit(1);
}
