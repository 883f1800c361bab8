/**
 * The AWS list prices `npm run cost` assumes: us-east-1, on-demand, no savings plans, each with the
 * public pricing page it comes from. Written from those pages as known at PRICES_AS_OF; this
 * machine has no network, so they were not re-read here: approximate, check current pricing.
 */
export const PRICES_AS_OF = '2026-11';
export const PRICE_REGION = 'us-east-1';

export interface Price {
  /** US dollars per `per` units. */
  usd: number;
  per: number;
  /** What one unit is, for the printed assumptions. */
  unit: string;
  source: string;
}

const price = (usd: number, per: number, unit: string, source: string): Price => ({ usd, per, unit, source });

/** An AWS service's public pricing page, `https://aws.amazon.com/<service>/pricing/<section>`. */
const pricingPage = (service: string, section = '') => `https://aws.amazon.com/${service}/pricing/${section}`;
const DYNAMODB_ON_DEMAND = pricingPage('dynamodb', 'on-demand/');

export const PRICES = {
  lambdaRequests: price(0.2, 1e6, 'request', pricingPage('lambda')),
  lambdaGbSecondArm: price(0.0000133334, 1, 'GB-second (arm64)', pricingPage('lambda')),
  lambdaGbSecondX86: price(0.0000166667, 1, 'GB-second (x86_64)', pricingPage('lambda')),
  httpApiRequests: price(1.0, 1e6, 'request (first 300 M)', pricingPage('api-gateway')),
  // On-demand prices since the cut of 2024-11-01 (half the earlier ones).
  dynamoWriteUnits: price(0.625, 1e6, 'write request unit', DYNAMODB_ON_DEMAND),
  dynamoReadUnits: price(0.125, 1e6, 'read request unit', DYNAMODB_ON_DEMAND),
  dynamoStorage: price(0.25, 1, 'GB-month', DYNAMODB_ON_DEMAND),
  dynamoPitr: price(0.2, 1, 'GB-month of continuous backup', DYNAMODB_ON_DEMAND),
  s3Storage: price(0.023, 1, 'GB-month (Standard)', pricingPage('s3')),
  s3Puts: price(0.005, 1000, 'PUT/COPY/POST/LIST request', pricingPage('s3')),
  s3Gets: price(0.0004, 1000, 'GET/HEAD request', pricingPage('s3')),
  s3InternetOut: price(0.09, 1, 'GB to the internet', pricingPage('s3')),
  cloudFrontOut: price(0.085, 1, 'GB to viewers (North America, Europe)', pricingPage('cloudfront')),
  cloudFrontRequests: price(0.01, 10_000, 'HTTPS request', pricingPage('cloudfront')),
  cloudFrontFunctions: price(0.1, 1e6, 'CloudFront Function invocation', pricingPage('cloudfront')),
  sesEmails: price(0.1, 1000, 'email sent', pricingPage('ses')),
  cognitoEssentialsMau: price(0.015, 1, 'monthly active user (Essentials)', pricingPage('cognito')),
  cognitoLiteMau: price(0.0055, 1, 'monthly active user (Lite)', pricingPage('cognito')),
  secrets: price(0.4, 1, 'secret-month', pricingPage('secrets-manager')),
  logsIngestion: price(0.5, 1, 'GB ingested', pricingPage('cloudwatch')),
  logsStorage: price(0.03, 1, 'GB-month stored', pricingPage('cloudwatch')),
  /** A metric math alarm is billed for each metric it reads. */
  alarmMetrics: price(0.1, 1, 'alarm metric-month (standard resolution)', pricingPage('cloudwatch')),
  customMetrics: price(0.3, 1, 'custom metric-month (first 10,000)', pricingPage('cloudwatch')),
  snsEmails: price(2, 100_000, 'email notification', pricingPage('sns')),
  sqsRequests: price(0.4, 1e6, 'request (standard queue)', pricingPage('sqs')),
  wafWebAcl: price(5, 1, 'web ACL-month', pricingPage('waf')),
  wafRule: price(1, 1, 'rule-month', pricingPage('waf')),
  wafRequests: price(0.6, 1e6, 'request inspected', pricingPage('waf')),
} as const;

export type Prices = typeof PRICES;

/**
 * Free tiers that never expire ("always free"), per account and month. The 12-month tiers (API
 * Gateway's 1 M calls, S3's 5 GB, SES's 3,000 emails) are not counted: accounts opened since
 * 2025-07-15 get credits instead, and an older account has used them up.
 */
export const ALWAYS_FREE = {
  lambdaRequests: { amount: 1e6, source: pricingPage('lambda') },
  lambdaGbSeconds: { amount: 400_000, source: pricingPage('lambda') },
  dynamoStorageGb: { amount: 25, source: DYNAMODB_ON_DEMAND },
  /** Data out to the internet, summed over every service but CloudFront. */
  internetOutGb: { amount: 100, source: pricingPage('ec2', 'on-demand/#Data_Transfer') },
  cloudFrontOutGb: { amount: 1024, source: pricingPage('cloudfront') },
  cloudFrontRequests: { amount: 10e6, source: pricingPage('cloudfront') },
  cloudFrontFunctions: { amount: 2e6, source: pricingPage('cloudfront') },
  /** Lite and Essentials, users who sign in with the pool itself. */
  cognitoMau: { amount: 10_000, source: pricingPage('cognito') },
  logsIngestionGb: { amount: 5, source: pricingPage('cloudwatch') },
  logsStorageGb: { amount: 5, source: pricingPage('cloudwatch') },
  alarmMetrics: { amount: 10, source: pricingPage('cloudwatch') },
  customMetrics: { amount: 10, source: pricingPage('cloudwatch') },
  snsEmails: { amount: 1000, source: pricingPage('sns') },
  sqsRequests: { amount: 1e6, source: pricingPage('sqs') },
} as const;

export type FreeTiers = typeof ALWAYS_FREE;

/** The cost of `quantity` units at `p`. */
export const costOf = (quantity: number, p: Price) => (quantity / p.per) * p.usd;

/** `$0.20 / 1M request`: a price as the estimate prints it. */
export function describePrice(p: Price): string {
  const per = p.per === 1 ? '' : p.per >= 1e6 ? `${p.per / 1e6}M ` : `${p.per.toLocaleString('en-US')} `;
  // Cents always shown ($0.20), never rounded away ($0.625, $0.0000133334).
  const usd = (String(p.usd).split('.')[1] ?? '').length >= 2 ? String(p.usd) : p.usd.toFixed(2);
  return `$${usd} / ${per}${p.unit}`;
}
