/**
 * An offline stand-in for Lambda's Invoke API (`POST /2015-03-31/functions/{name}/invocations`,
 * as `@aws-sdk/client-lambda` sends it and reads the answer), running a background function's
 * built bundle as that function (infra/local/bundles.ts), so a function that asks another for a
 * reply (the admin asking the publisher) does it locally the way it does in the cloud: the same
 * client, the same payload, the same error reply. Listens on 127.0.0.1 only.
 */
import { createServer, type ServerResponse } from 'node:http';
import { BACKGROUND_ENTRIES, type BackgroundFunctionName } from '../functions';
import { backgroundFunction } from './bundles';
import { bodyUpTo } from './request-body';
import { listenOnLoopback } from './stand-in-server';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Lambda's own limit on a synchronous invocation's payload. */
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

const isBackgroundFunction = (name: string): name is BackgroundFunctionName => Object.hasOwn(BACKGROUND_ENTRIES, name);

/** Lambda's error reply for a request it refuses (not a function's error). */
function refuse(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ Type: 'User', message }));
}

export interface LambdaStandIn {
  stop(): Promise<void>;
}

export async function startLambdaApi({ port }: { port: number }): Promise<LambdaStandIn> {
  const server = createServer((req, res) => {
    void (async () => {
      const match = INVOKE_PATH.exec((req.url ?? '').split('?')[0]!);
      if (req.method !== 'POST' || !match) return refuse(res, 404, 'UnknownOperationException', 'Invoke only.');
      const name = decodeURIComponent(match[1]!);
      if (!isBackgroundFunction(name))
        return refuse(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
      const text = await bodyUpTo(req, MAX_PAYLOAD_BYTES);
      if (text === null) return refuse(res, 413, 'RequestTooLargeException', 'The payload is over 6 MB.');
      let event: unknown;
      try {
        event = text ? JSON.parse(text) : {};
      } catch {
        return refuse(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json.');
      }
      const run = backgroundFunction(name)(event);
      if (req.headers['x-amz-invocation-type'] === 'Event') {
        run.catch((error: unknown) => console.error(`The ${name} function failed:`, error));
        res.writeHead(202).end();
        return;
      }
      try {
        const reply = await run;
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
        res.end(JSON.stringify(reply ?? null));
      } catch (error) {
        const { name: errorType = 'Error', message = String(error) } = error as Error;
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
        res.end(JSON.stringify({ errorType, errorMessage: message, trace: [] }));
      }
    })().catch(() => {
      if (!res.headersSent) refuse(res, 500, 'ServiceException', 'The stand-in failed.');
      else res.destroy();
    });
  });
  return listenOnLoopback(server, port);
}
