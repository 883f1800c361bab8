/** The SES send rate of the account (SES_MAX_SEND_RATE): per second; 0 or "unlimited" means no limit. */
export const DEFAULT_SES_MAX_SEND_RATE = 14;

export function sendRateFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SES_MAX_SEND_RATE;
  if (raw.trim().toLowerCase() === 'unlimited') return Infinity;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0)
    throw new Error(`SES_MAX_SEND_RATE must be a number of emails per second, 0 or "unlimited", not "${raw}"`);
  return rate === 0 ? Infinity : rate;
}
