import { request } from 'node:http';
import { testSettings } from './stack-settings';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

/** An HTTP request to the local server that, unlike fetch, may carry a body on GET. */
export function rawRequest(
  method: string,
  path: string,
  options: {
    body?: string;
    headers?: Record<string, string>;
    /** A loopback source address: another client, for rate limits. */ from?: string;
  } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...options.headers,
      ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
    };
    const req = request(
      { host: '127.0.0.1', port: testSettings.port, method, path, headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
