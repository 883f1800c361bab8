/**
 * The author's password policy, declared once: the CDK user pool (infra/constructs/auth.ts), the
 * local Cognito pool (infra/local/seed.ts) and the sign-in form's checker all read it.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's special characters (a non-leading, non-trailing space counts too). */
const SYMBOLS = `^$*.[]{}()?"!@#%&/\\,><':;|_~\`=+- `;

interface Rule {
  applies: boolean;
  text: string;
  ok: (password: string) => boolean;
}

const RULES: Rule[] = [
  {
    applies: true,
    text: `at least ${PASSWORD_POLICY.minLength} characters`,
    ok: (p) => p.length >= PASSWORD_POLICY.minLength,
  },
  { applies: PASSWORD_POLICY.requireLowercase, text: 'a lowercase letter', ok: (p) => /[a-z]/.test(p) },
  { applies: PASSWORD_POLICY.requireUppercase, text: 'an uppercase letter', ok: (p) => /[A-Z]/.test(p) },
  { applies: PASSWORD_POLICY.requireDigits, text: 'a digit', ok: (p) => /[0-9]/.test(p) },
  {
    applies: PASSWORD_POLICY.requireSymbols,
    text: 'a symbol such as ! @ # $ % & *',
    ok: (p) => [...p.trim()].some((c) => SYMBOLS.includes(c)),
  },
];

const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The policy in words: "At least 12 characters, with a lowercase letter, … and a symbol …". */
export function passwordPolicyText(): string {
  const [length, ...kinds] = RULES.filter((r) => r.applies).map((r) => r.text);
  return `${length![0]!.toUpperCase()}${length!.slice(1)}${kinds.length ? `, with ${listed(kinds)}` : ''}.`;
}

/** What the password lacks, in words (empty when it meets the policy). */
export function passwordProblems(password: string): string[] {
  return RULES.filter((r) => r.applies && !r.ok(password)).map((r) => r.text);
}

/** One sentence naming what is missing, or null when the password meets the policy. */
export function passwordPolicyRefusal(password: string): string | null {
  if (password.trim() !== password) return 'The password may not start or end with a space.';
  const missing = passwordProblems(password);
  if (!missing.length) return null;
  return `The password needs ${listed(missing)}.`;
}
