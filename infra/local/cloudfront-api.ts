/**
 * An offline stand-in for CloudFront's API, as much of it as the site calls: CreateInvalidation
 * (`POST /2020-05-31/distribution/{Id}/invalidation`, CloudFront's XML in and out, as the
 * `@aws-sdk/client-cloudfront` client sends and reads it), applied to the local edge's cache
 * (infra/edge/edge-cache.ts), so a function that invalidates pages does it locally the way it does
 * in the cloud; and the key value store's DescribeKeyValueStore and UpdateKeys (JSON, as
 * `@aws-sdk/client-cloudfront-keyvaluestore` sends them) on the published-pages store the local
 * edge reads. Changes apply at once. Listens on 127.0.0.1 only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { EdgeCache } from '../edge/edge-cache';
import { KVS_LIMITS, type LocalKeyValueStore } from './key-value-store';
import { bodyUpTo } from './request-body';
import { listenOnLoopback } from './stand-in-server';
import { LOCAL_DISTRIBUTION_ID, LOOPBACK } from './settings';

const API_VERSION = '2020-05-31';
const XMLNS = `http://cloudfront.amazonaws.com/doc/${API_VERSION}/`;
const INVALIDATION_PATH = new RegExp(`^/${API_VERSION}/distribution/([^/]+)/invalidation$`);
/** CloudFront's own limit on paths in one request (and on the body the stand-in reads). */
const MAX_PATHS = 3000;
const MAX_BODY_BYTES = 1024 * 1024;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!,
  );
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => unescapeXml(m[1]!));

/** CloudFront's error reply. */
function error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'text/xml' });
  res.end(
    `<?xml version="1.0"?>\n<ErrorResponse xmlns="${XMLNS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`,
  );
}

export interface CloudFrontStandIn {
  stop(): Promise<void>;
}

/** The key value store API's paths: the store (`GET`: describe) and its keys (`POST`: update). */
const KVS_PATH = /^\/key-value-stores\/([^/]+)(\/keys)?$/;

/** The KVS API's error reply (JSON, its type in a header, as the SDK reads it). */
function kvsError(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ Message: message }));
}

interface UpdateKeysBody {
  Puts?: { Key: string; Value: string }[];
  Deletes?: { Key: string }[];
}

/** DescribeKeyValueStore and UpdateKeys on the one local store. */
async function answerKeyValueStore(
  req: import('node:http').IncomingMessage,
  res: ServerResponse,
  store: LocalKeyValueStore,
  [, arn, keys]: RegExpExecArray,
) {
  if (decodeURIComponent(arn!) !== store.arn)
    return kvsError(res, 404, 'ResourceNotFoundException', 'The key value store does not exist.');
  const summary = () => ({ ItemCount: store.itemCount(), TotalSizeInBytes: store.totalSizeInBytes() });
  if (!keys && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json', etag: store.etag() });
    return res.end(JSON.stringify({ ...summary(), KvsARN: store.arn, Status: 'READY' }));
  }
  if (!keys || req.method !== 'POST') return kvsError(res, 404, 'UnknownOperationException', 'Not answered here.');
  if (req.headers['if-match'] !== store.etag())
    return kvsError(res, 409, 'ConflictException', 'The store changed since its ETag was read.');
  const text = await bodyUpTo(req, MAX_BODY_BYTES);
  let body: UpdateKeysBody;
  try {
    body = JSON.parse(text ?? '') as UpdateKeysBody;
  } catch {
    return kvsError(res, 400, 'ValidationException', 'The body is not JSON.');
  }
  const puts = body.Puts ?? [];
  const deletes = body.Deletes ?? [];
  const tooLarge = (text: unknown, max: number) => typeof text !== 'string' || !text || Buffer.byteLength(text) > max;
  if (
    puts.length + deletes.length > KVS_LIMITS.changesPerCall ||
    puts.some((put) => tooLarge(put.Key, KVS_LIMITS.keyBytes) || tooLarge(put.Value, KVS_LIMITS.valueBytes)) ||
    deletes.some((del) => tooLarge(del.Key, KVS_LIMITS.keyBytes))
  )
    return kvsError(res, 400, 'ValidationException', 'A key, a value or the number of changes is out of bounds.');
  store.update(puts, deletes);
  res.writeHead(200, { 'content-type': 'application/json', etag: store.etag() });
  res.end(JSON.stringify(summary()));
}

export async function startCloudFrontApi({
  port,
  cache,
  publishedPages,
  distributionId = LOCAL_DISTRIBUTION_ID,
}: {
  port: number;
  cache: EdgeCache;
  publishedPages: LocalKeyValueStore;
  distributionId?: string;
}): Promise<CloudFrontStandIn> {
  const server = createServer((req, res) => {
    void (async () => {
      const store = KVS_PATH.exec((req.url ?? '').split('?')[0]!);
      if (store) return answerKeyValueStore(req, res, publishedPages, store);
      const match = INVALIDATION_PATH.exec((req.url ?? '').split('?')[0]!);
      if (req.method !== 'POST' || !match)
        return error(res, 404, 'NotImplemented', 'The stand-in answers CreateInvalidation only.');
      if (decodeURIComponent(match[1]!) !== distributionId)
        return error(res, 404, 'NoSuchDistribution', 'The specified distribution does not exist.');
      const xml = await bodyUpTo(req, MAX_BODY_BYTES);
      if (xml === null) return error(res, 400, 'MalformedInput', 'The request body is too large.');
      const paths = elements(xml, 'Path');
      const quantity = Number(elements(xml, 'Quantity')[0]);
      const callerReference = elements(xml, 'CallerReference')[0];
      if (!callerReference) return error(res, 400, 'MissingBody', 'The InvalidationBatch needs a CallerReference.');
      if (quantity !== paths.length)
        return error(res, 400, 'InconsistentQuantities', 'The Quantity does not match the number of paths.');
      if (!paths.length || paths.length > MAX_PATHS || paths.some((p) => !p.startsWith('/')))
        return error(res, 400, 'InvalidArgument', 'Each path must begin with a slash; 1 to 3,000 paths.');
      cache.invalidate(paths);
      const id = `I${randomBytes(7).toString('hex').toUpperCase()}`;
      const items = paths.map((p) => `<Path>${escapeXml(p)}</Path>`).join('');
      res.writeHead(201, {
        'content-type': 'text/xml',
        location: `http://${LOOPBACK}:${port}/${API_VERSION}/distribution/${distributionId}/invalidation/${id}`,
      });
      res.end(
        `<?xml version="1.0"?>\n<Invalidation xmlns="${XMLNS}"><Id>${id}</Id><Status>Completed</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${escapeXml(callerReference)}</CallerReference></InvalidationBatch></Invalidation>`,
      );
    })().catch(() => {
      if (!res.headersSent) error(res, 500, 'ServiceUnavailable', 'The stand-in failed.');
      else res.destroy();
    });
  });
  return listenOnLoopback(server, port);
}
