const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An expiry as the author reads it, in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The server's message when it sent one (a 409 for an unsubscribed reader, a 503 for a missing key), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback;
}
