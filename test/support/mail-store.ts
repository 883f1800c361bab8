/**
 * The SES emulator's store of sent mail, read the one way every test reads it: integration tests
 * at their stack's SES port, browser tests at the port beside the site they drive.
 */
export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
  /** When the emulator took it, in whole epoch seconds. */
  at: number;
}

/**
 * When the running test file started (markFileStart, test/support/worker-setup.ts), in whole epoch
 * seconds as the emulator stamps mail, less one: what came before is other files' mail. A worker's
 * store holds all its files' mail (thousands after the bulk-send file, 20 MB of JSON), so a read of
 * it all cost each later read seconds.
 */
let fileStartedAt = 0;
export const markFileStart = () => {
  fileStartedAt = Math.floor(Date.now() / 1000) - 1;
};

/** The emails the SES emulator at `origin` took since the running file started (all of them outside vitest), oldest first. */
export async function readMailStore(origin: string): Promise<StoredMail[]> {
  const reply = await fetch(`${origin}/store${fileStartedAt ? `?since=${fileStartedAt}` : ''}`);
  if (!reply.ok) throw new Error(`The mail store at ${origin} answered ${reply.status}`);
  return ((await reply.json()) as { emails: StoredMail[] }).emails;
}

export const isTo = (address: string) => (mail: StoredMail) => mail.destination.to.includes(address);
export const isToDomain = (domain: string) => (mail: StoredMail) =>
  mail.destination.to.some((to) => to.endsWith(`@${domain}`));

/** A header of a stored email, by case-insensitive name. */
export const headerOf = (mail: StoredMail, name: string) =>
  mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
