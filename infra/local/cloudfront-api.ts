/**
 * An offline stand-in for CloudFront's API, as much of it as the site calls: CreateInvalidation
 * (`POST /2020-05-31/distribution/{Id}/invalidation`, CloudFront's XML in and out, as the
 * `@aws-sdk/client-cloudfront` client sends and reads it), applied to the local edge's cache
 * (infra/edge/edge-cache.ts), so a function that invalidates pages does it locally the way it does
 * in the cloud. Invalidations complete at once. Listens on 127.0.0.1 only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { EdgeCache } from '../edge/edge-cache';
import { bodyUpTo } from './request-body';
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

export async function startCloudFrontApi({
  port,
  cache,
  distributionId = LOCAL_DISTRIBUTION_ID,
}: {
  port: number;
  cache: EdgeCache;
  distributionId?: string;
}): Promise<CloudFrontStandIn> {
  const server = createServer((req, res) => {
    void (async () => {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  return {
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
