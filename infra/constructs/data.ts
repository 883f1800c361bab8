import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableSchema } from '../../functions/entities/table';
import { ARC_PREFIXES } from '../../functions/core/arc/ebook-files';
import { REQUEST_LOG_DAYS } from '../../content/site';
import { UPLOADS_KEPT_DAYS } from '../ebook-uploads';

/** A private, SSL-only, encrypted bucket: the defaults every bucket of this stack shares. */
export const privateBucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies s3.BucketProps;

/**
 * The stored state: the single table (built from `tableSchema`, like the local table), the
 * private ebook bucket, the site bucket CloudFront serves (here, not in `Site`, because the
 * functions that read its app shell are created before the distribution, which depends on them),
 * the media bucket of her pictures' variants,
 * and one bucket that receives the S3 server access logs and CloudFront logs.
 */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly ebookBucket: s3.Bucket;
  readonly siteBucket: s3.Bucket;
  /** Her pictures' variants (`media/`), which CloudFront serves under /media/ (infra/edge/declaration.ts). */
  readonly mediaBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // S3 server access logs reach the logs bucket through its bucket policy rather than the
    // deprecated LogDeliveryWrite ACL (the current CDK default; cdk.json does not set it yet).
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);

    const attr = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: attr(tableSchema.partitionKey),
      sortKey: attr(tableSchema.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableSchema.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: attr(index.partitionKey),
        sortKey: attr(index.sortKey),
        ...(index.projection === 'ALL'
          ? { projectionType: dynamodb.ProjectionType.ALL }
          : { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }

    // CloudFront standard logging writes with ACLs, so this bucket keeps ACLs enabled
    // (BUCKET_OWNER_PREFERRED: the bucket owner still owns every object). Its logs name every
    // emailed link's token and the viewer's IP address: kept only as long as the privacy policy says.
    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      ...privateBucketProps,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(REQUEST_LOG_DAYS) }],
    });

    this.ebookBucket = new s3.Bucket(this, 'EbookBucket', {
      ...privateBucketProps,
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'ebook-bucket/',
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) },
        // An upload is checked at once and then kept under books/ or deleted; what a closed tab left goes.
        {
          prefix: ARC_PREFIXES.uploads,
          expiration: Duration.days(UPLOADS_KEPT_DAYS),
          noncurrentVersionExpiration: Duration.days(UPLOADS_KEPT_DAYS),
        },
      ],
    });

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      ...privateBucketProps,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    // Content-addressed, so never overwritten with other bytes: no versions to keep.
    this.mediaBucket = new s3.Bucket(this, 'MediaBucket', {
      ...privateBucketProps,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'media-bucket/',
    });
  }
}
