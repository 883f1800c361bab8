import type { RouteDef } from '../../functions/contract/define-route';
import { routes, type RouteName } from '../../functions/contract/routes';
import { DEFAULT_SES_MAX_SEND_RATE } from '../../functions/lib/send-rate';
import { backgroundFunction, type StackResources } from './resources';
import { SEND_SCHEDULER_RATE_MINUTES } from '../constructs/background';

/** What the author's site does in a month: the inputs of `npm run cost`. */
export interface UsageProfile {
  subscribers: number;
  pageviews: number;
  campaigns: number;
  downloads: number;
  signups: number;
}

export const DEFAULT_PROFILE: UsageProfile = {
  subscribers: 5000,
  pageviews: 50_000,
  campaigns: 4,
  downloads: 200,
  signups: 250,
};

export const PROFILE_FLAGS: Record<keyof UsageProfile, string> = {
  subscribers: 'confirmed readers on the list (each campaign emails all of them)',
  pageviews: 'reader pageviews a month',
  campaigns: 'bulk emails to the whole list a month',
  downloads: 'ebook downloads a month',
  signups: 'new sign-ups a month',
};

const MAX_FIGURE = 1e9;

export class ProfileError extends Error {}

/** `--subscribers 20000 --pageviews=200000 ...` over the defaults; anything else is refused with a message. */
export function parseProfile(args: readonly string[]): UsageProfile {
  const profile = { ...DEFAULT_PROFILE };
  const known = Object.keys(PROFILE_FLAGS)
    .map((name) => `--${name}`)
    .join(', ');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') continue; // what `npm run cost -- ...` may pass through
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const name = flag.replace(/^--/, '') as keyof UsageProfile;
    if (!flag.startsWith('--') || !(name in PROFILE_FLAGS))
      throw new ProfileError(`Unknown option "${arg}". Options: ${known}.`);
    const raw = inline ?? args[++i];
    if (raw === undefined || raw === '')
      throw new ProfileError(`${flag} needs a number, e.g. ${flag} ${DEFAULT_PROFILE[name]}.`);
    const value = Number(raw.replace(/[_,]/g, ''));
    if (!Number.isInteger(value) || value < 0 || value > MAX_FIGURE) {
      throw new ProfileError(
        `${flag} must be a whole number from 0 to ${MAX_FIGURE.toLocaleString('en-US')} (${PROFILE_FLAGS[name]}), not "${raw}".`,
      );
    }
    profile[name] = value;
  }
  return profile;
}

/**
 * How readers and the author use the stack, beyond the profile. Read from the code and the build
 * where they can be (each note says where), otherwise a stated guess.
 */
export const ASSUMPTIONS = {
  pagesPerVisit: 2,
  /** `/` cold: HTML, favicon, 3 scripts, CSS, hero and photos (frontend/dist/index.html); about 240 KB compressed. */
  firstPage: { assetRequests: 10, kilobytes: 240 },
  /** Later pages of a visit: scripts and CSS are immutable in the browser cache; HTML and a few images. */
  laterPage: { assetRequests: 3, kilobytes: 40 },
  /** Share of pageviews per kind of page that calls the API beyond the analytics track call. */
  pageMix: { blogPost: 0.15, blogList: 0.1, shortStories: 0.1 },
  /** Pageviews from another site: one more counter write (functions/core/analytics/track-visit.ts). */
  referredShare: 0.3,
  /** Sign-ups that click the confirmation link (double opt-in). */
  confirmRate: 0.7,
  /** Emails that bounce or draw a complaint: one SES event each to the events function. */
  bounceRate: 0.02,
  /** Recipients of a campaign who unsubscribe. */
  unsubscribeRate: 0.002,
  epubMegabytes: 2,
  /** Crawler fetches of /sitemap.xml and /blog/rss.xml a month (counted as Lambda runs: cache misses). */
  crawlerFetches: 1500,
  /** The author's own API calls a month (session checks, dashboards, posts); one Cognito MAU. */
  authorCalls: 300,
  /** Billed time of an API function run, and cold starts: a share of runs also pay the INIT phase (billed since 2025-08). */
  lambda: { runMs: 100, coldStartShare: 0.2, initMs: 500 },
  /** A function run's log lines (START, END, REPORT, the handler's JSON line), and one access log line per API call. */
  logBytes: { perRun: 700, perApiCall: 350, perCloudFrontRequest: 60 },
  /** Site bucket objects CloudFront fetches on a cache miss, per 100 site requests. */
  originMissesPer100: 5,
  storageKilobytes: { subscriber: 2, analyticsRecord: 0.5, downloadLink: 0.3 },
  siteBuildsKeptMegabytes: 30,
  deployPutsPerMonth: 200,
  cloudFrontLogFilesPerMonth: 3000,
  /** Alarm emails (each alarm's ALARM and OK) and dead-lettered events a month: a guess for a quiet month. */
  alarmEmails: 10,
  deadLetteredEvents: 10,
} as const;

export interface RouteCalls {
  route: RouteName;
  calls: number;
}

/** One month's quantities, each with how it was derived. */
export interface Usage {
  /** API calls (each one HTTP API request and one run of the route's function), by route. */
  routeCalls: Map<RouteName, number>;
  workerRuns: number;
  workerSeconds: number;
  sesEventRuns: number;
  /** Runs of the send scheduler: one per SEND_SCHEDULER_RATE_MINUTES, all month. */
  schedulerRuns: number;
  dynamo: { writeUnits: number; readUnits: number; storageGb: number };
  s3: { gets: number; puts: number; storageGb: number; internetGb: number };
  cloudFront: { requests: number; gb: number };
  emails: number;
  cognitoMau: number;
  logs: { ingestGb: number; storedGb: number };
  derivation: string[];
}

const KB_PER_GB = 1024 * 1024;
const DAYS_PER_MONTH = 30.44;
/** Recipients per SendBulkEmail call and per chunk item of a job (functions/core/bulk-email). */
const CHUNK = 50;
/** A worker run stops a minute before its 15-minute timeout and invokes itself again. */
const WORKER_RUN_SECONDS = 14 * 60;

/** Profile + stack → the month's quantities. Pure. */
export function monthlyUsage(profile: UsageProfile, resources: StackResources): Usage {
  const a = ASSUMPTIONS;
  const { subscribers, pageviews, campaigns, downloads, signups } = profile;
  const calls = new Map<RouteName, number>();
  let writeUnits = 0;
  let readUnits = 0;
  let emails = 0;
  let s3Gets = 0;
  /**
   * `count` calls of `route`, each making `wru` writes and `rru` reads, and one more write when
   * the route table gives it a per-client limit (a counter in the table, functions/http/route-handler.ts).
   */
  const call = (route: RouteName, count: number, wru = 0, rru = 0) => {
    const limited: RouteDef = routes[route];
    calls.set(route, (calls.get(route) ?? 0) + count);
    writeUnits += count * (wru + (limited.rateLimit ? 1 : 0));
    readUnits += count * rru;
  };

  // A pageview: the page from CloudFront, one analytics call, and the API calls of its kind of
  // page. The track call: the client's allowance, the day's raw-record allowance, the record, the
  // session's day marker, the day's totals and page counter, and a referrer counter when referred.
  const { blogPost, blogList, shortStories } = a.pageMix;
  const trackWrites = 6 + a.referredShare;
  call('trackVisit', pageviews, trackWrites);
  // The blog list arrives with its posts from its function (one query); the app then reads nothing.
  call('blogListPage', pageviews * blogList, 0, 1);
  s3Gets += pageviews * blogList; // the prerendered list page it fills in
  call('listShortStories', pageviews * shortStories);
  call('blogPostPage', pageviews * blogPost, 0, 1);
  call('getBlogPost', pageviews * blogPost, 0, 1);
  s3Gets += pageviews * blogPost; // the app shell the post page fills in
  call('sitemap', a.crawlerFetches / 2, 0, 1);
  call('blogFeed', a.crawlerFetches / 2, 0, 1);

  // A sign-up: consent, subscriber, 2 funnel counters, the address's and the client's
  // confirmation-email allowances, token (7 writes), the confirmation email; a confirmation: page, then the confirm (subscriber and its index entry,
  // token, counter, unsubscribe token in a transaction), the welcome email.
  const confirms = signups * a.confirmRate;
  call('mailingListSignup', signups, 7);
  call('mailingListConfirmPage', confirms, 0, 1);
  call('mailingListConfirm', confirms, 8, 1);
  emails += signups + confirms;

  // A campaign: the list (index query), the job (chunks written in transactions), the worker
  // at the stack's SES rate, the author's page polling progress once a second, bounces, unsubscribes.
  const worker = backgroundFunction(resources, 'bulkEmailWorker');
  // 0 (no limit) or unset: SES's usual first production rate.
  const sendRate = Number(worker.environment.SES_MAX_SEND_RATE) || DEFAULT_SES_MAX_SEND_RATE;
  const chunks = Math.ceil(subscribers / CHUNK);
  const campaignSeconds = subscribers / sendRate;
  call('listVoraciousReaders', campaigns, 0, Math.ceil((subscribers * 0.4) / 4 / 2));
  call('sendBulkDownloadEmails', campaigns, chunks * 8 + 1);
  call('getBulkEmailJob', campaigns * Math.ceil(campaignSeconds), 0, 1 + chunks);
  // Worker: per recipient a link written in a transaction (2) and a subscriber read (1); per chunk
  // its claim in a transaction and the outcome (about 16 writes of a 4 KB chunk item).
  writeUnits += campaigns * (subscribers * 2 + chunks * 16);
  readUnits += campaigns * subscribers;
  emails += campaigns * subscribers;
  const workerSeconds = campaigns * campaignSeconds;
  const workerRuns = campaigns * Math.max(1, Math.ceil(campaignSeconds / WORKER_RUN_SECONDS));
  // One SES event per email (delivered or bounced), plus the complaints: each finds the reader's
  // record of the email (1 read) and counts it with the job's counter (a transaction: 4 writes).
  const sesEventRuns = campaigns * subscribers * (1 + a.bounceRate);
  writeUnits += sesEventRuns * 4 + campaigns * subscribers;
  readUnits += sesEventRuns;
  // The send scheduler: one query of the (usually empty) schedule index a run.
  const schedulerRuns = (DAYS_PER_MONTH * 24 * 60) / SEND_SCHEDULER_RATE_MINUTES;
  readUnits += schedulerRuns;
  const unsubscribes = campaigns * subscribers * a.unsubscribeRate;
  call('mailingListUnsubscribePage', unsubscribes, 0, 1);
  call('mailingListUnsubscribe', unsubscribes, 3, 1);

  // A download: the link's page, the button (link read, HeadObject, a transaction of 2 writes),
  // then the presigned GET straight from S3.
  call('downloadPage', downloads, 0, 1);
  call('download', downloads, 4, 1);
  s3Gets += downloads * 2;

  // The author: sessions, dashboards (90 days of counters: about 200 read units), posts.
  call('getAdminSession', a.authorCalls * 0.5);
  call('getAnalyticsFigures', a.authorCalls * 0.2, 0, 200);
  call('listAllBlogPosts', a.authorCalls * 0.2, 0, 2);
  call('updateBlogPost', a.authorCalls * 0.1, 4, 1);

  const apiCalls = [...calls.values()].reduce((sum, n) => sum + n, 0);
  const perVisit = (first: number, later: number) => (first + (a.pagesPerVisit - 1) * later) / a.pagesPerVisit;
  const assetRequests = perVisit(a.firstPage.assetRequests, a.laterPage.assetRequests);
  const pageKb = perVisit(a.firstPage.kilobytes, a.laterPage.kilobytes);
  const siteRequests = pageviews * (1 + assetRequests);
  const cloudFrontRequests = siteRequests + apiCalls;
  const cloudFrontGb = (pageviews * pageKb + apiCalls * 2) / KB_PER_GB;
  s3Gets += (siteRequests * a.originMissesPer100) / 100;

  // Stored data at steady state: retention periods come from the template.
  const retentionMonths = Number(worker.environment.ANALYTICS_RETENTION_DAYS ?? 396) / DAYS_PER_MONTH;
  const k = a.storageKilobytes;
  const dynamoGb =
    (subscribers * k.subscriber +
      pageviews * retentionMonths * k.analyticsRecord +
      campaigns * subscribers * k.downloadLink) /
    KB_PER_GB;
  // A log group or bucket without expiry keeps growing: counted at a year's worth.
  const monthsKept = (days: number | undefined) => (days === undefined ? 12 : days / DAYS_PER_MONTH);
  const cfLogs = resources.cloudFrontLogDays !== null;
  const cfLogGb = cfLogs ? (cloudFrontRequests * a.logBytes.perCloudFrontRequest) / 1024 ** 3 : 0;
  const cfLogMonths = cfLogs ? monthsKept(resources.cloudFrontLogDays ?? undefined) : 0;
  const s3StorageGb = (a.siteBuildsKeptMegabytes + a.epubMegabytes * 3) / 1024 + cfLogGb * cfLogMonths;

  const lambdaRuns = apiCalls + workerRuns + sesEventRuns + schedulerRuns;
  const lambdaLogGb = (lambdaRuns * a.logBytes.perRun + chunks * campaigns * a.logBytes.perRun) / 1024 ** 3;
  const accessLogGb = resources.accessLogRetentionDays === null ? 0 : (apiCalls * a.logBytes.perApiCall) / 1024 ** 3;
  const lambdaLogMonths = monthsKept(resources.functions[0]?.logRetentionDays);
  const accessLogMonths = monthsKept(resources.accessLogRetentionDays ?? undefined);

  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const derivation = [
    `pageview = 1 HTML + ${assetRequests} asset requests (${a.pagesPerVisit} pages a visit: ${a.firstPage.assetRequests} on the first, ${a.laterPage.assetRequests} on later ones), ~${pageKb} KB, + 1 POST /api/analytics/track (${trackWrites} writes); ` +
      `${blogPost * 100}% blog posts (+ the page function and GET /api/blog/{slug}), ${blogList * 100}% the blog list, ${shortStories * 100}% short stories (+ 1 API call each)`,
    `sign-up = POST /api/newsletter/signup (8 writes with its per-client limit, 1 email); ${a.confirmRate * 100}% confirm: GET + POST /api/newsletter/confirm/{token} (8 writes, welcome email)`,
    `campaign = ${n(subscribers)} emails at ${sendRate}/s (the stack's SES_MAX_SEND_RATE): ${n(campaignSeconds)} s of the worker, ${chunks} chunks of ${CHUNK}, 2 writes + 1 read a recipient, progress polled once a second; a delivery or bounce event each (+ ${a.bounceRate * 100}% complaints) through the SES event function (1 read, 4 writes), a record of each email in its reader's history, ${a.unsubscribeRate * 100}% unsubscribe`,
    `campaign scheduler = ${n(schedulerRuns)} runs a month (every ${SEND_SCHEDULER_RATE_MINUTES} min), one index query each`,
    `download = GET + POST /api/download/{token} (2 reads, 6 writes with their per-client limits, S3 HEAD) + presigned S3 GET of a ${a.epubMegabytes} MB epub`,
    `author = ${a.authorCalls} admin API calls (1 Cognito MAU); crawlers = ${a.crawlerFetches} sitemap/RSS fetches`,
    `function run = ${a.lambda.runMs} ms billed, ${a.lambda.coldStartShare * 100}% of runs also pay a ${a.lambda.initMs} ms INIT`,
  ];

  return {
    routeCalls: calls,
    workerRuns,
    workerSeconds,
    sesEventRuns,
    schedulerRuns,
    dynamo: { writeUnits, readUnits, storageGb: dynamoGb },
    s3: {
      gets: s3Gets,
      puts: a.deployPutsPerMonth + (cfLogs ? a.cloudFrontLogFilesPerMonth : 0),
      storageGb: s3StorageGb,
      internetGb: (downloads * a.epubMegabytes) / 1024,
    },
    cloudFront: { requests: cloudFrontRequests, gb: cloudFrontGb },
    emails,
    cognitoMau: 1,
    logs: {
      ingestGb: lambdaLogGb + accessLogGb,
      storedGb: lambdaLogGb * lambdaLogMonths + accessLogGb * accessLogMonths,
    },
    derivation,
  };
}
