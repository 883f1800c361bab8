/**
 * The deployer's settings: one committed file (`deploy.settings.json` at the repository root),
 * read by infra/app.ts on every synth, so a later `npx cdk deploy` with no flags deploys exactly
 * what the last one did. `-c name=value` overrides a setting for one command only (nothing writes
 * it back). Every value is checked here, before CloudFormation sees it: a bad one stops the synth
 * with a message naming the setting, rather than failing (or rolling back) half-way through a deploy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { DEFAULT_SES_MAX_SEND_RATE } from '../functions/lib/send-rate';

/** The handlers' defaults (functions/lib/deps.ts falls back to the same) and the stack's. */
export const RUNTIME_DEFAULTS = {
  doubleOptIn: true,
  /** The admin API refuses the author's account until two-factor sign-in (TOTP) is on. */
  requireAdminMfa: true,
  analyticsRetentionDays: 396,
  /** Stripe Tax stays off until the author has registered where they must collect tax (README, Buy Direct). */
  stripeAutomaticTax: false,
  /** The send rate of an account out of the SES sandbox (its usual starting quota). */
  sesMaxSendRate: DEFAULT_SES_MAX_SEND_RATE,
  /** A new account's SES is in the sandbox: 1 email a second, 200 a day, to verified addresses only. */
  sesSandbox: true,
  sesSandboxSendRate: 1,
  /** MAIL FROM: `<mailFromSubdomain>.<mailDomain>`. */
  mailFromSubdomain: 'mail',
  stackName: 'AuthorSite',
} as const;

/** The settings file, relative to the repository root; DEPLOY_SETTINGS (a path) replaces it. */
export const SETTINGS_FILE = 'deploy.settings.json';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^[a-z]{2,63}$/;

/** A DNS name CloudFront, ACM and SES accept: lowercase labels of 1-63 characters, a real TLD, at most 253 characters. */
function isDomainName(value: string): boolean {
  const labels = value.split('.');
  return value.length <= 253 && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(labels.at(-1)!);
}

/** An optional text setting: "" and null in the file mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const domain = (what: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine(isDomainName, { message: `must be a domain name (${what}), like author.example.org` });

const address = z
  .string()
  .trim()
  .regex(/^[^\s@<>"]+@[^\s@<>"]+$/, 'must be an email address');

/** `hello@author.org` or `Jane Author <hello@author.org>`: the address part. */
export function addressOf(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

const CERTIFICATE_ARN = /^arn:aws:acm:([a-z0-9-]+):(\d{12}):certificate\/[0-9a-f-]{36}$/;

export const deploySettingsSchema = z
  .object({
    stackName: z
      .string()
      .regex(
        /^[A-Za-z][A-Za-z0-9-]{0,127}$/,
        'must start with a letter and hold only letters, digits and hyphens (at most 128)',
      )
      .default(RUNTIME_DEFAULTS.stackName)
      .describe('The CloudFormation stack name.'),
    region: z
      .string()
      .regex(/^[a-z]{2}(-gov)?-[a-z]+-\d{1,2}$/, 'must be an AWS region code, like eu-west-1')
      .describe(
        'The region the stack lives in (CloudFront and its certificate are global / us-east-1 whatever this is).',
      ),
    account: optional(z.string().regex(/^\d{12}$/, 'must be the 12-digit AWS account id')).describe(
      'Optional: the account to deploy to; a deploy with credentials of another account is refused.',
    ),
    mailDomain: z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'is missing: set the domain SES sends mail from' : 'must be text',
      })
      .trim()
      .min(1, { message: 'is missing: set the domain SES sends mail from, like author.example.org', abort: true })
      .toLowerCase()
      .refine(isDomainName, { message: 'must be a domain name (the domain SES sends from), like author.example.org' })
      .describe('The domain SES sends from; its DKIM, MAIL FROM and DMARC records go in its DNS.'),
    mailFrom: optional(
      z
        .string()
        .trim()
        .regex(/^([^<>"]+<[^\s@<>"]+@[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+)$/, 'must be an address, or Name <address>'),
    ).describe('The sender, on mailDomain: hello@<mailDomain> unless set; may be "Jane Author <hello@…>".'),
    mailFromSubdomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(LABEL, 'must be one DNS label, like mail')
      .default(RUNTIME_DEFAULTS.mailFromSubdomain)
      .describe('SES custom MAIL FROM: <this>.<mailDomain> (MX and SPF records in the stack outputs).'),
    alarmAddress: z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'is missing: set the address alarms are emailed to' : 'must be text',
      })
      .trim()
      .min(1, {
        message: 'is missing: set the address alarms are emailed to (yours), like jane@example.org',
        abort: true,
      })
      .pipe(address)
      .describe(
        "The author's address: AWS emails it a link to confirm once, then every alarm (function errors, SES bounce and complaint rates, lost events).",
      ),
    dmarcReportAddress: optional(address).describe('Optional: where DMARC aggregate reports go (rua=mailto:…).'),
    useExistingSesIdentity: z
      .boolean()
      .default(false)
      .describe(
        'true when mailDomain is already an SES identity in this account and region: the stack uses it instead of creating it.',
      ),
    sesSandbox: z
      .boolean()
      .default(RUNTIME_DEFAULTS.sesSandbox)
      .describe('true while the account is in the SES sandbox (1 email/s, verified recipients only).'),
    sesMaxSendRate: optional(z.number().min(0, 'must be 0 (no limit) or more')).describe(
      'SES emails per second for bulk email: 1 in the sandbox, 14 out of it, unless set; 0 = no limit.',
    ),
    domainName: optional(domain("the site's own")).describe(
      "Optional: the site's domain, like author.example.org (with certificateArn).",
    ),
    alternateDomainNames: z
      .array(domain('another name of the site'))
      .default([])
      .describe('Other names CloudFront serves the same site on (www.<domainName>); the certificate must cover them.'),
    certificateArn: optional(z.string().trim()).describe(
      'The ACM certificate (in us-east-1) covering domainName, alternateDomainNames and admin.<domainName> (the admin).',
    ),
    doubleOptIn: z
      .boolean()
      .default(RUNTIME_DEFAULTS.doubleOptIn)
      .describe('Sign-ups wait for the reader to confirm by email.'),
    requireAdminMfa: z
      .boolean()
      .default(RUNTIME_DEFAULTS.requireAdminMfa)
      .describe(
        "The admin API refuses the author's account (403) until two-factor sign-in with an authenticator app is on.",
      ),
    analyticsRetentionDays: z
      .number()
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days (10 years)')
      .default(RUNTIME_DEFAULTS.analyticsRetentionDays)
      .describe('Days raw analytics records and counters are kept.'),
    stripeAutomaticTax: z
      .boolean()
      .default(RUNTIME_DEFAULTS.stripeAutomaticTax)
      .describe(
        'Stripe Tax computes and collects sales tax/VAT/GST on Buy Direct checkouts (register where you must collect first: README).',
      ),
  })
  .strict()
  .superRefine((s, ctx) => {
    const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (s.mailFrom !== undefined) {
      const domainOf = addressOf(s.mailFrom).split('@')[1]?.toLowerCase();
      if (domainOf !== s.mailDomain)
        issue('mailFrom', `must be an address on mailDomain (${s.mailDomain}), not on ${domainOf}`);
    }
    if (s.certificateArn !== undefined) {
      const match = CERTIFICATE_ARN.exec(s.certificateArn);
      if (!match)
        issue('certificateArn', 'must be an ACM certificate ARN: arn:aws:acm:us-east-1:<account>:certificate/<id>');
      else if (match[1] !== 'us-east-1') {
        issue(
          'certificateArn',
          `must be a certificate in us-east-1 (CloudFront only reads certificates there), not in ${match[1]}`,
        );
      } else if (s.account !== undefined && match[2] !== s.account) {
        issue('certificateArn', `must be in the stack's account (${s.account}), not in ${match[2]}`);
      }
    }
    if ((s.domainName === undefined) !== (s.certificateArn === undefined)) {
      issue(
        s.domainName === undefined ? 'domainName' : 'certificateArn',
        'domainName and certificateArn go together: set both or neither',
      );
    }
    if (s.alternateDomainNames.length > 0 && s.domainName === undefined) {
      issue('alternateDomainNames', "needs domainName (the site's main name) and its certificate");
    }
    const names = [s.domainName, ...s.alternateDomainNames].filter((n) => n !== undefined);
    const repeated = names.find((n, i) => names.indexOf(n) !== i);
    if (repeated) issue('alternateDomainNames', `names ${repeated} twice`);
  })
  .transform((s) => ({ ...s, mailFrom: s.mailFrom ?? `hello@${s.mailDomain}` }));

export type DeploySettings = z.output<typeof deploySettingsSchema>;

/** Settings the synth refuses; the message names each setting and what is wrong with it. */
export class DeploySettingsError extends Error {}

/** Validates settings (the file's object, overrides applied); throws DeploySettingsError naming each bad setting. */
export function parseDeploySettings(raw: unknown, source: string): DeploySettings {
  const result = deploySettingsSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => {
    const key = i.path.join('.');
    if (i.code === 'unrecognized_keys') return `  ${i.keys.join(', ')}: not a setting (see README, "Deploying")`;
    return `  ${key}: ${i.message}`;
  });
  throw new DeploySettingsError(
    `Deploy settings in ${source} refused:\n${lines.join('\n')}\nEdit the file (README, "Deploying", says what each setting is), or override one setting with -c name=value.`,
  );
}

/**
 * `-c bootstrapOnly=true`: the app defines no stack (infra/app.ts). `cdk bootstrap` runs the app
 * before it bootstraps the environment its command names, and the site's stack needs a frontend
 * build and filled-in settings that bootstrapping does not: docs/deploying.md's step passes it.
 */
export const BOOTSTRAP_ONLY_CONTEXT = 'bootstrapOnly';

/**
 * A `-c name=value` override as the value it stands for: `true`, `5`, `["a","b"]` are JSON;
 * anything else is text. Only names of settings are overrides (cdk.json holds CDK's own context).
 */
export function contextOverrides(context: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(deploySettingsSchema.in.shape);
  const overrides: Record<string, unknown> = {};
  for (const key of keys) {
    const value = context[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') overrides[key] = value;
    else {
      try {
        overrides[key] = JSON.parse(value);
      } catch {
        overrides[key] = value;
      }
    }
  }
  return overrides;
}

/** Reads the settings file (DEPLOY_SETTINGS or deploy.settings.json) and applies `-c` overrides. */
export function readDeploySettings(
  repoRoot: string,
  context: Record<string, unknown>,
): { settings: DeploySettings; file: string } {
  const file = path.resolve(repoRoot, process.env.DEPLOY_SETTINGS ?? SETTINGS_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeploySettingsError(`Cannot read the deploy settings ${file}: ${(error as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new DeploySettingsError(`${file} must hold one JSON object of settings`);
  const overrides = contextOverrides(context);
  const source = Object.keys(overrides).length ? `${file} (with -c ${Object.keys(overrides).join(', ')})` : file;
  return { settings: parseDeploySettings({ ...raw, ...overrides }, source), file };
}
