/** The server's message when it sent one (a 409 for an unsubscribed reader, a 503 for a missing key), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback;
}
