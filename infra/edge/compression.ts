/**
 * CloudFront's automatic compression, for the local server: br or gzip by the viewer's
 * Accept-Encoding (br first, as CloudFront prefers), for the content types and sizes CloudFront
 * compresses, on behaviours that say `compress`. node:zlib does the work.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { behaviourEncodings, type EdgeBehaviour, type EdgeDeclaration, type Encoding } from './declaration';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** Site files are read once per change, so their compressed forms are kept beside them. */
const compressed = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let forBody = compressed.get(body);
  if (!forBody) compressed.set(body, (forBody = new Map()));
  let out = forBody.get(encoding);
  if (!out) forBody.set(encoding, (out = compressors[encoding](body)));
  return out;
}

/** The encodings an Accept-Encoding header accepts (a q of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

export interface CompressInput {
  edge: EdgeDeclaration;
  behaviour: EdgeBehaviour;
  /** The reply's headers, lower-case names. */
  headers: Record<string, string | string[]>;
  body: Buffer;
  acceptEncoding: string | undefined;
  httpVersion: string;
}

/** The body to send and the headers that go with it (content-encoding, vary). */
export async function compressFor({
  edge,
  behaviour,
  headers,
  body,
  acceptEncoding,
  httpVersion,
}: CompressInput): Promise<{
  body: Buffer;
  headers: Record<string, string>;
}> {
  const encodings = behaviourEncodings(behaviour);
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const { contentTypes, minBytes, maxBytes } = edge.compression;
  const compressible =
    encodings.length > 0 &&
    !headers['content-encoding'] &&
    contentTypes.includes(type) &&
    body.length >= minBytes &&
    body.length <= maxBytes;
  if (!compressible) return { body, headers: {} };
  const vary = [headers.vary, 'Accept-Encoding'].flat().filter(Boolean).join(', ');
  // CloudFront drops Accept-Encoding from HTTP/1.0 requests.
  const accepted = httpVersion === '1.0' ? new Set<string>() : acceptedEncodings(acceptEncoding);
  const encoding = encodings.find((e) => accepted.has(e));
  if (!encoding) return { body, headers: { vary } };
  // CloudFront makes a strong ETag weak on a compressed copy (its bytes differ from the origin's).
  const sent: Record<string, string> = { vary, 'content-encoding': encoding };
  if (typeof headers.etag === 'string' && headers.etag.startsWith('"')) sent.etag = `W/${headers.etag}`;
  return { body: await compress(body, encoding), headers: sent };
}
