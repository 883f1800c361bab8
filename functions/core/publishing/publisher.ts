import type { PieceKind, PublishReply } from '../../contract/site-content';
import type { Deps } from '../../lib/deps';
import { invokeForReply } from '../../lib/invoke-async';

/**
 * What the publisher function is asked (functions/jobs/publisher.ts): publish the site from the
 * table, render one piece's page as it would publish it, or seed a new deployment's table.
 */
export type PublisherRequest =
  { action: 'publish' } | { action: 'preview'; kind: PieceKind; id: string; body: unknown } | { action: 'seed' };

export type PublisherReply<R extends PublisherRequest> = R extends { action: 'publish' }
  ? PublishReply
  : R extends { action: 'preview' }
    ? { path: string; html: string }
    : { seeded: boolean };

/** Publishing renders every page: well inside API Gateway's 30 s, and said in words if not. */
export const PUBLISH_WAIT_MS = 25_000;

/**
 * Runs the publisher and waits for its answer. The admin function holds no renderer (React and the
 * pages' modules would weigh on every admin request); it asks the publisher function, in the cloud
 * through Lambda and locally through the local stack's Lambda stand-in (env LAMBDA_ENDPOINT).
 */
export async function askPublisher<R extends PublisherRequest>(
  deps: Pick<Deps, 'publisherFunction' | 'region' | 'lambdaEndpoint'>,
  request: R,
): Promise<PublisherReply<R>> {
  if (!deps.publisherFunction) throw new Error('No publisher function is configured (env PUBLISHER_FUNCTION)');
  return invokeForReply<PublisherReply<R>>(deps.publisherFunction, deps.region, request, {
    waitMs: PUBLISH_WAIT_MS,
    endpoint: deps.lambdaEndpoint,
  });
}
