import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackgroundFunctionName } from '../functions';

/**
 * Lambda's asynchronous invocation, locally: what EventBridge's invoke of a function (the SES
 * events function) does in the cloud. A run that throws is run again `retryAttempts` times; one
 * that still fails is sent to the function's on-failure destination as Lambda sends it, an
 * on-failure record (the event as `requestPayload`, the error as `responsePayload`).
 * https://docs.aws.amazon.com/lambda/latest/dg/invocation-async-retain-records.html
 *
 * The destination is a local dead-letter queue: a JSON-lines file under the data folder, one
 * record a line, which a developer reads as is and a test reads back. (An SQS emulator would be
 * one more dependency and one more process for a queue nothing consumes: in the cloud its
 * messages are read by hand, in the SQS console.)
 */

/** Lambda's record of an event it gave up on (the fields Lambda sends; `condition` is the one that applies here). */
export interface OnFailureRecord {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetriesExhausted';
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext: { statusCode: 200; executedVersion: '$LATEST'; functionError: 'Unhandled' };
  responsePayload: { errorType: string; errorMessage: string; trace: string[] };
}

export interface LocalDeadLetters {
  /** The JSON-lines file that holds the records. */
  file: string;
  send(record: OnFailureRecord): Promise<void>;
  /** Every record kept, oldest first. */
  read(): Promise<OnFailureRecord[]>;
}

/** A function's local dead-letter queue: `<dataDir>/dead-letters/<function>.jsonl`. */
export function localDeadLetters(dataDir: string, functionName: BackgroundFunctionName): LocalDeadLetters {
  const file = path.join(dataDir, 'dead-letters', `${functionName}.jsonl`);
  return {
    file,
    async send(record) {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(record)}\n`);
    },
    async read() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OnFailureRecord);
    },
  };
}

export interface AsyncInvokeOptions {
  /** Runs after the first that failed (the stack's EventInvokeConfig says the same number). */
  retryAttempts: number;
  /** Where an event goes once every run failed. */
  onFailure: LocalDeadLetters;
  /**
   * The pause before retry `n` (1, 2, …). Lambda waits about a minute, then two; locally a
   * fraction of a second, so a failing handler shows its end at once. Tests pass none.
   */
  pause?: (retry: number) => Promise<void>;
}

const shortPause = (retry: number) => new Promise<void>((resolve) => setTimeout(resolve, 100 * retry));

const errorOf = (error: unknown): OnFailureRecord['responsePayload'] =>
  error instanceof Error
    ? { errorType: error.name, errorMessage: error.message, trace: (error.stack ?? '').split('\n') }
    : { errorType: 'Error', errorMessage: String(error), trace: [] };

/**
 * Runs `handle(event)` as Lambda runs an asynchronous invoke of `functionName`: again after a
 * failure, up to `retryAttempts` times, then the on-failure record to `onFailure`. Never throws.
 */
export async function invokeAsync<E>(
  functionName: BackgroundFunctionName,
  handle: (event: E) => Promise<unknown>,
  event: E,
  { retryAttempts, onFailure, pause = shortPause }: AsyncInvokeOptions,
): Promise<void> {
  for (let invokeCount = 1; ; invokeCount++) {
    try {
      await handle(event);
      return;
    } catch (error) {
      if (invokeCount <= retryAttempts) {
        await pause(invokeCount);
        continue;
      }
      await onFailure.send({
        version: '1.0',
        timestamp: new Date().toISOString(),
        requestContext: {
          requestId: randomUUID(),
          functionArn: `arn:aws:lambda:local:000000000000:function:${functionName}:$LATEST`,
          condition: 'RetriesExhausted',
          approximateInvokeCount: invokeCount,
        },
        requestPayload: event,
        responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
        responsePayload: errorOf(error),
      });
      console.error(
        `${functionName}: an event failed ${invokeCount} times; kept in ${onFailure.file} (${errorOf(error).errorMessage})`,
      );
      return;
    }
  }
}
