import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { deps } from '../../functions/lib/deps';
import { endpoint } from '../../infra/local/settings';
import { testSettings } from './stack-settings';

/** A fingerprint of everything the API can write: table items, bucket objects, sent mail. */
export async function writesSnapshot(): Promise<string> {
  const { db, table, s3, ebookBucket } = deps();
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const objects = await s3.send(new ListObjectsV2Command({ Bucket: ebookBucket }));
  const mail = (await (await fetch(`${endpoint(testSettings.ports.ses)}/store`)).json()) as { emails: unknown[] };
  return JSON.stringify({
    items: items.map((item) => JSON.stringify(item)).sort(),
    objects: (objects.Contents ?? []).map((o) => `${o.Key}:${o.ETag}`).sort(),
    mail: mail.emails.length,
  });
}
