/** Normalised as stored: trimmed and lower-cased, so one reader is one record (and one key). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** An address shown to whoever holds a link (which may be forwarded): its first letter and domain only. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(2, Math.min(local.length - 1, 6)))}@${domain}`;
}
