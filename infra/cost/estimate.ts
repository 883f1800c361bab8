import { routes, type RouteName } from '../../functions/contract/routes';
import {
  ALWAYS_FREE,
  costOf,
  describePrice,
  PRICE_REGION,
  PRICES,
  PRICES_AS_OF,
  type FreeTiers,
  type Price,
  type Prices,
} from './prices';
import { backgroundFunction, routeFunction, type LambdaFunction, type StackResources } from './resources';
import { ASSUMPTIONS, monthlyUsage, type UsageProfile } from './usage';

/** One service's line of the bill. */
export interface CostLine {
  service: string;
  quantity: string;
  prices: string;
  /** The pricing page of the service (prices.ts). */
  source: string;
  /** At list price, no free tier. */
  usd: number;
  /** After the always-free tiers (ALWAYS_FREE). */
  usdAfterFreeTier: number;
}

export interface Estimate {
  lines: CostLine[];
  total: number;
  totalAfterFreeTier: number;
  derivation: string[];
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const gb = (x: number) => `${x < 10 ? x.toFixed(2) : n(x)} GB`;
/** The part of `quantity` above a free allowance, never below zero. */
const above = (quantity: number, free: number) => Math.max(0, quantity - free);

/** Profile + stack + prices → one line per service and the totals. Pure. */
export function estimate(
  profile: UsageProfile,
  resources: StackResources,
  p: Prices = PRICES,
  free: FreeTiers = ALWAYS_FREE,
): Estimate {
  const usage = monthlyUsage(profile, resources);
  const lines: CostLine[] = [];
  const line = (service: string, quantity: string, priced: Price[], usd: number, usdAfterFreeTier = usd) =>
    lines.push({
      service,
      quantity,
      prices: priced.map(describePrice).join(', '),
      source: priced[0]!.source,
      usd,
      usdAfterFreeTier,
    });

  // Lambda: each run billed by its own function's memory and architecture (from the template).
  const { runMs, coldStartShare, initMs } = ASSUMPTIONS.lambda;
  const billedSeconds = (runMs + coldStartShare * initMs) / 1000;
  let runs = 0;
  let gbSeconds = { arm64: 0, x86_64: 0 };
  const bill = (fn: LambdaFunction, count: number, seconds: number) => {
    runs += count;
    gbSeconds = { ...gbSeconds, [fn.architecture]: gbSeconds[fn.architecture] + (seconds * fn.memoryMb) / 1024 };
  };
  for (const [name, count] of usage.routeCalls)
    bill(routeFunction(resources, routes[name as RouteName]), count, count * billedSeconds);
  bill(backgroundFunction(resources, 'bulkEmailWorker'), usage.workerRuns, usage.workerSeconds);
  bill(backgroundFunction(resources, 'sesEvents'), usage.sesEventRuns, usage.sesEventRuns * billedSeconds);
  bill(backgroundFunction(resources, 'campaignScheduler'), usage.schedulerRuns, usage.schedulerRuns * billedSeconds);
  const totalGbSeconds = gbSeconds.arm64 + gbSeconds.x86_64;
  const durationCost = (armGbs: number, x86Gbs: number) =>
    costOf(armGbs, p.lambdaGbSecondArm) + costOf(x86Gbs, p.lambdaGbSecondX86);
  // The free GB-seconds cover both architectures: counted against arm64 first.
  const freeGbs = free.lambdaGbSeconds.amount;
  line(
    'Lambda',
    `${resources.functions.length} functions; ${n(runs)} runs, ${n(totalGbSeconds)} GB-s`,
    [
      p.lambdaRequests,
      ...(gbSeconds.arm64 ? [p.lambdaGbSecondArm] : []),
      ...(gbSeconds.x86_64 ? [p.lambdaGbSecondX86] : []),
    ],
    costOf(runs, p.lambdaRequests) + durationCost(gbSeconds.arm64, gbSeconds.x86_64),
    costOf(above(runs, free.lambdaRequests.amount), p.lambdaRequests) +
      durationCost(above(gbSeconds.arm64, freeGbs), above(gbSeconds.x86_64, Math.max(0, freeGbs - gbSeconds.arm64))),
  );

  const apiCalls = [...usage.routeCalls.values()].reduce((sum, x) => sum + x, 0);
  line(
    'API Gateway HTTP API',
    `${resources.httpApis} API; ${n(apiCalls)} requests`,
    [p.httpApiRequests],
    costOf(apiCalls, p.httpApiRequests),
  );

  const { writeUnits, readUnits, storageGb } = usage.dynamo;
  const onDemand = resources.tables.filter((t) => t.onDemand);
  const pitr = onDemand.some((t) => t.pointInTimeRecovery);
  const requestCost = costOf(writeUnits, p.dynamoWriteUnits) + costOf(readUnits, p.dynamoReadUnits);
  const pitrCost = pitr ? costOf(storageGb, p.dynamoPitr) : 0;
  line(
    'DynamoDB on demand',
    `${onDemand.length} table${pitr ? ' (PITR)' : ''}; ${n(writeUnits)} WRU, ${n(readUnits)} RRU, ${gb(storageGb)} stored`,
    [p.dynamoWriteUnits, p.dynamoReadUnits, p.dynamoStorage, ...(pitr ? [p.dynamoPitr] : [])],
    requestCost + costOf(storageGb, p.dynamoStorage) + pitrCost,
    requestCost + costOf(above(storageGb, free.dynamoStorageGb.amount), p.dynamoStorage) + pitrCost,
  );

  const s3 = usage.s3;
  const s3Requests = costOf(s3.gets, p.s3Gets) + costOf(s3.puts, p.s3Puts) + costOf(s3.storageGb, p.s3Storage);
  line(
    'S3',
    `${resources.buckets} buckets; ${n(s3.gets)} GET, ${n(s3.puts)} PUT, ${gb(s3.storageGb)} stored, ${gb(s3.internetGb)} of epubs out`,
    [p.s3Storage, p.s3Gets, p.s3Puts, p.s3InternetOut],
    s3Requests + costOf(s3.internetGb, p.s3InternetOut),
    s3Requests + costOf(above(s3.internetGb, free.internetOutGb.amount), p.s3InternetOut),
  );

  const cf = usage.cloudFront;
  const fnRuns = resources.viewerFunctionOnEveryBehaviour ? cf.requests : 0;
  line(
    'CloudFront',
    `${resources.distributions} distribution; ${n(cf.requests)} requests, ${gb(cf.gb)} out, ${n(fnRuns)} function runs`,
    [p.cloudFrontOut, p.cloudFrontRequests, p.cloudFrontFunctions],
    costOf(cf.gb, p.cloudFrontOut) + costOf(cf.requests, p.cloudFrontRequests) + costOf(fnRuns, p.cloudFrontFunctions),
    costOf(above(cf.gb, free.cloudFrontOutGb.amount), p.cloudFrontOut) +
      costOf(above(cf.requests, free.cloudFrontRequests.amount), p.cloudFrontRequests) +
      costOf(above(fnRuns, free.cloudFrontFunctions.amount), p.cloudFrontFunctions),
  );

  line('SES', `${n(usage.emails)} emails`, [p.sesEmails], costOf(usage.emails, p.sesEmails));

  const tier = resources.userPoolTiers[0] ?? 'ESSENTIALS';
  const mauPrice = tier === 'LITE' ? p.cognitoLiteMau : p.cognitoEssentialsMau;
  const mau = resources.userPoolTiers.length ? usage.cognitoMau : 0;
  line(
    'Cognito',
    `${resources.userPoolTiers.length} user pool (${tier}); ${mau} MAU (the author)`,
    [mauPrice],
    costOf(mau, mauPrice),
    costOf(above(mau, free.cognitoMau.amount), mauPrice),
  );

  // Stored secrets (MailerLite key, CloudFront's origin header); the functions' reads are a few calls a month.
  line(
    'Secrets Manager',
    `${resources.secrets} secret${resources.secrets === 1 ? '' : 's'}`,
    [p.secrets],
    costOf(resources.secrets, p.secrets),
  );

  const logs = usage.logs;
  line(
    'CloudWatch Logs',
    `${gb(logs.ingestGb)} ingested, ${gb(logs.storedGb)} kept (retention from the template)`,
    [p.logsIngestion, p.logsStorage],
    costOf(logs.ingestGb, p.logsIngestion) + costOf(logs.storedGb, p.logsStorage),
    costOf(above(logs.ingestGb, free.logsIngestionGb.amount), p.logsIngestion) +
      costOf(above(logs.storedGb, free.logsStorageGb.amount), p.logsStorage),
  );

  // The alarms, and the custom metrics some of them read (the log groups' metric filters).
  const alarms = resources.alarms;
  const custom = resources.customMetrics;
  line(
    'CloudWatch alarms',
    `${alarms.count} alarms reading ${alarms.metrics} metrics` +
      (custom ? `; ${custom} custom metric${custom === 1 ? '' : 's'} from log filters` : ''),
    [p.alarmMetrics, ...(custom ? [p.customMetrics] : [])],
    costOf(alarms.metrics, p.alarmMetrics) + costOf(custom, p.customMetrics),
    costOf(above(alarms.metrics, free.alarmMetrics.amount), p.alarmMetrics) +
      costOf(above(custom, free.customMetrics.amount), p.customMetrics),
  );
  // The alarm topic emails the author; a dead-lettered event is sent, then read and deleted by hand.
  const alarmEmails = resources.snsTopics ? ASSUMPTIONS.alarmEmails : 0;
  const queueRequests = resources.sqsQueues ? ASSUMPTIONS.deadLetteredEvents * 3 : 0;
  line(
    'SNS and SQS',
    `${resources.snsTopics} topic, ${alarmEmails} alarm emails; ${resources.sqsQueues} dead-letter queues, ${queueRequests} requests`,
    [p.snsEmails, p.sqsRequests],
    costOf(alarmEmails, p.snsEmails) + costOf(queueRequests, p.sqsRequests),
    costOf(above(alarmEmails, free.snsEmails.amount), p.snsEmails) +
      costOf(above(queueRequests, free.sqsRequests.amount), p.sqsRequests),
  );

  const rules = resources.webAcls.reduce((sum, acl) => sum + acl.rules, 0);
  line(
    'WAF',
    resources.webAcls.length
      ? `${resources.webAcls.length} web ACL, ${rules} rules; ${n(cf.requests)} requests`
      : 'no web ACL in the stack',
    [p.wafWebAcl, p.wafRule, p.wafRequests],
    resources.webAcls.length
      ? costOf(resources.webAcls.length, p.wafWebAcl) + costOf(rules, p.wafRule) + costOf(cf.requests, p.wafRequests)
      : 0,
  );

  const sum = (pick: (l: CostLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    lines,
    total: sum((l) => l.usd),
    totalAfterFreeTier: sum((l) => l.usdAfterFreeTier),
    derivation: usage.derivation,
  };
}

export const usd = (x: number) => `$${x.toFixed(2)}`;

/** The estimate as `npm run cost` prints it. */
export function formatEstimate(e: Estimate, profile: UsageProfile): string {
  const rows = e.lines.map((l) => [l.service, l.quantity, usd(l.usd), usd(l.usdAfterFreeTier)]);
  const header = ['Service', 'Quantity a month', 'List price', 'After always-free'];
  const footer = ['Total a month', '', usd(e.total), usd(e.totalAfterFreeTier)];
  const widths = header.map((_, i) => Math.max(...[header, ...rows, footer].map((r) => r[i]!.length)));
  const row = (r: string[]) =>
    r
      .map((cell, i) => (i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    `AWS monthly estimate: ${PRICE_REGION} list prices as of ${PRICES_AS_OF} (approximate, check current pricing)`,
    `Profile: ${n(profile.subscribers)} subscribers, ${n(profile.pageviews)} pageviews, ${n(profile.campaigns)} campaigns, ${n(profile.downloads)} downloads, ${n(profile.signups)} sign-ups a month`,
    '',
    row(header),
    rule,
    ...rows.map(row),
    rule,
    row(footer),
    '',
    '"After always-free" subtracts the free tiers that never expire (Lambda 1M requests and 400,000 GB-s, DynamoDB 25 GB,',
    'CloudFront 1 TB, 10M requests and 2M function runs, 100 GB out to the internet, Cognito 10,000 MAU, CloudWatch Logs 5 GB,',
    '10 alarm metrics and 10 custom metrics, SNS 1,000 emails, SQS 1M requests);',
    '12-month tiers (API Gateway, S3, SES) are not counted. No tax, no domain (Route 53 or elsewhere), no support plan.',
    '',
    'Prices assumed:',
    ...e.lines.map((l) => `  ${l.service}: ${l.prices} (${l.source})`),
    '',
    'Usage derived as:',
    ...e.derivation.map((d) => `  ${d}`),
  ].join('\n');
}
