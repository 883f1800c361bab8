import type { SendBulkEmailCommandInput } from '@aws-sdk/client-sesv2';

/**
 * The input of an SES SendBulkEmail command, or undefined for any other command. By its shape, not
 * `instanceof`: the handlers the tests call run from their built bundles, each with its own copy of
 * the SDK, so a command a handler sends is not an instance of the tests' class. SendBulkEmail is
 * SESv2's one command with `BulkEmailEntries`.
 */
export function sendBulkEmailInput(command: unknown): SendBulkEmailCommandInput | undefined {
  const input = (command as { input?: unknown } | null)?.input;
  return input && typeof input === 'object' && 'BulkEmailEntries' in input
    ? (input as SendBulkEmailCommandInput)
    : undefined;
}
