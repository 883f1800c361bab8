import * as z from 'zod';

/** Who may call a route: anyone, or a signed-in member of the Cognito `admin` group. */
export type Access = 'public' | 'admin';

/**
 * What a route's Lambda may touch. The CDK stack turns each grant into the narrowest IAM
 * permission; the contract itself stays free of AWS imports so the frontend can read it.
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'ebook:read'
  /** The ARC objects of the ebook bucket (uploads, books, readers' copies): read, write, delete. */
  | 'ebook:write'
  /** An erasure: readers' copies (`copies/`) deleted in every version of the versioned bucket, nothing else. */
  | 'ebook:erase-copies'
  /** Running EPUBCheck on an upload: the validator function (a container with Java) in the cloud. */
  | 'epub:check'
  | 'mail:send'
  | 'mailerlite:key'
  /** Stripe's API key and webhook signing secret (Secrets Manager in the cloud): the sales routes only. */
  | 'stripe:keys'
  /**
   * Storing the author's keys of other services (MailerLite's, Stripe's) in their secrets and seeing
   * whether and when each was stored (PutSecretValue, DescribeSecret): never reading one.
   */
  | 'keys:write'
  /**
   * Turning an account's authenticator off without its code (Cognito's AdminSetUserMFAPreference on
   * the user pool), once a recovery code and the password were checked; the pool's ids come with it.
   */
  | 'cognito:turn-off-mfa'
  /**
   * Her pictures: uploads under the ebook bucket's `uploads/images/` (presigned, read, deleted) and
   * the variants written to the media bucket's `media/`, which CloudFront serves.
   */
  | 'images:write'
  /** The built app shell (`index.html`) in the site bucket, which server-rendered pages fill in. */
  | 'site:read'
  /**
   * Taking the reader pages a change touched out of CloudFront's cache (CreateInvalidation on the
   * site's distribution), so readers and the author see a published or changed post at once.
   */
  | 'edge:invalidate'
  /** Running the publisher function (it renders her pages from the table, writes them and invalidates them). */
  | 'site:publish';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export type BodyEncoding = 'json' | 'form';

export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: Method;
  /** API Gateway path syntax: `/api/blog/{slug}`. */
  path: string;
  /** Also which of its area's handler modules implements it (functions/http/<area>/<access>.ts). */
  access: A;
  /** Path parameters, validated before the handler runs. */
  params: Params;
  /** JSON body; routes that take none use `noBody` and refuse anything but an empty body or `{}`. */
  body: Body;
  reply: Reply;
  grants: readonly Grant[];
  /** Largest accepted body in bytes; bigger ones get 413 before parsing. */
  maxBodyBytes: number;
  /**
   * The body's encodings: JSON for the app, an HTML form post (the download button, RFC 8058
   * one-click unsubscribe), which mail clients and plain pages send as urlencoded fields, or both:
   * a reader form posts natively before (and without) JavaScript and as JSON once the app runs.
   * By the request's Content-Type, a form post is answered with a page, a JSON post with JSON.
   */
  accepts: readonly BodyEncoding[];
  /**
   * On a route that takes JSON and forms alike: the heading of the page a form post is answered
   * with, the reply's `message` below it (functions/http/route-handler.ts). The handler returns
   * its JSON reply either way, so a reader form needs no page of its own.
   */
  formAnswerHeading?(body: z.output<Body>, reply: z.output<Reply>): string;
  /**
   * Per-client limit (by source address): the handler counts it in the table before any work
   * (functions/core/limits/per-client.ts, through functions/http/middleware/rate-limit.ts) and
   * answers 429 `{ message }` past it, locally and in the cloud alike (there is no WAF). Routes
   * without it rely on the API stage's throttle only, a cost ceiling.
   */
  rateLimit?: { requests: number; perSeconds: number };
  /**
   * A GET page (a link in an email, a page a function renders) that also answers HEAD, as mail
   * scanners check links: the same status and headers, no body, none of GET's side effects (see
   * `methodsOf`; the stack and the local server route both methods to the one handler).
   */
  answersHead?: boolean;
  summary: string;
}

export const noParams = z.strictObject({});
export const noBody = z.strictObject({});

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
/**
 * Deepest nesting of arrays and objects any JSON body may have. The middleware checks it on the
 * raw text before parsing, so no schema (z.json is recursive) ever walks a hostile depth.
 */
export const MAX_JSON_DEPTH = 20;

export function defineRoute<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends Access>(
  route: Omit<RouteDef<P, B, R, A>, 'maxBodyBytes' | 'accepts'> & {
    maxBodyBytes?: number;
    accepts?: BodyEncoding | readonly BodyEncoding[];
  },
): RouteDef<P, B, R, A> {
  return {
    ...route,
    maxBodyBytes: route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    accepts: [route.accepts ?? 'json'].flat(),
  };
}

/** Whether a route takes HTML form posts (alone, or besides JSON). */
export const takesForms = (route: Pick<RouteDef, 'accepts'>) => route.accepts.includes('form');

// Path helpers live apart from zod so the reader bundle can use them too.
export { fillPath, matchPath, pathOf } from './paths';

/** The methods a route answers: its own, and HEAD too for a GET page that `answersHead`. */
export const methodsOf = (route: Pick<RouteDef, 'method' | 'answersHead'>): Method[] =>
  route.method === 'GET' && route.answersHead ? ['GET', 'HEAD'] : [route.method];
