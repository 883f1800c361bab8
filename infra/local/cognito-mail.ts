import { closeSync, openSync, readFileSync, readSync, statSync, unwatchFile, watchFile } from 'node:fs';
import { join } from 'node:path';
import { LOOPBACK, type LocalSettings } from './settings';

/**
 * What Cognito would email locally. The emulator (cognito-local) sends no mail: it writes each
 * message (a temporary password, a password-reset code) as a "Confirmation Code Delivery" box to
 * its log, `<data folder>/logs/cognito.log`. `npm start` echoes them; tests read them here.
 */
export interface CognitoMail {
  destination: string;
  code: string;
}

export const cognitoLogFile = (s: LocalSettings) => join(s.dataDir, 'logs', 'cognito.log');

const ANSI = /\x1b\[[0-9;]*m/g;
const BOX = /Confirmation Code Delivery[\s\S]*?Destination:\s*(\S+)[\s\S]*?Code:\s*(\S+)/g;

/** Every message in a piece of the emulator's log, oldest first. */
export function parseCognitoMail(log: string): CognitoMail[] {
  return [...log.replace(ANSI, '').matchAll(BOX)].map(([, destination, code]) => ({
    destination: destination!,
    code: code!,
  }));
}

function readFrom(file: string, offset: number): { text: string; end: number } {
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  if (size <= offset) return { text: '', end: size };
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    return { text: buffer.toString('utf8'), end: size };
  } finally {
    closeSync(fd);
  }
}

/** Calls `onMail` for every message the emulator writes from now on; returns a function that stops watching. */
export function watchCognitoMail(s: LocalSettings, onMail: (mail: CognitoMail) => void): () => void {
  const file = cognitoLogFile(s);
  let offset = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const read = () => {
    const { text, end } = readFrom(file, offset);
    offset = end;
    parseCognitoMail(text).forEach(onMail);
  };
  watchFile(file, { interval: 500 }, read);
  return () => unwatchFile(file, read);
}

/**
 * Makes the emulator write out the log it holds. Its logger (pino-pretty, asynchronous) can keep
 * the last lines until more are logged, so a code could stay unwritten until the next requests;
 * every request is logged, and one it does not support changes nothing.
 */
async function nudgeEmulatorLog(s: LocalSettings) {
  await fetch(`http://${LOOPBACK}:${s.ports.cognito}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.WriteLog',
    },
    body: '{}',
  }).catch(() => undefined);
}

/** The newest code the emulator "sent" to `destination`, waiting up to `timeoutMs` for one newer than `after` (a code already seen). */
export async function latestCognitoCode(
  s: LocalSettings,
  destination: string,
  { after, timeoutMs = 10_000 }: { after?: string; timeoutMs?: number } = {},
): Promise<string> {
  const started = Date.now();
  for (let polls = 1; ; polls++) {
    let log = '';
    try {
      log = readFileSync(cognitoLogFile(s), 'utf8');
    } catch {
      // Not written yet.
    }
    const mails = parseCognitoMail(log).filter((m) => m.destination.toLowerCase() === destination.toLowerCase());
    const code = mails.at(-1)?.code;
    if (code && code !== after) return code;
    if (Date.now() - started > timeoutMs)
      throw new Error(`No Cognito message to ${destination} in ${cognitoLogFile(s)} within ${timeoutMs} ms`);
    if (polls >= 10) await nudgeEmulatorLog(s); // after a second, each poll: one line may not be enough
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
