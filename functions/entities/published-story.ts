import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ShortStory, StoryText } from '@content/schemas';
import { conditionally, getItem, queryAll, type Db, type Key } from './table';

/**
 * Each free story as last published, one item a story in the `SITE` partition: its listing, its
 * text and the version of its piece then. Apart from the published content (one item, which four
 * long stories would overflow: DynamoDB holds 400 KB an item), and never deleted: a story she takes
 * off her site stays readable in the libraries that held it (`offSiteSince`).
 */

const SITE_PARTITION = 'SITE';
const PREFIX = 'PUBLISHED_STORY#';
const keyOf = (id: string): Key => ({ pk: SITE_PARTITION, sk: `${PREFIX}${id}` });

export interface PublishedStoryItem {
  story: ShortStory;
  text: StoryText;
  /** The version of its piece that was published. */
  version: number;
  /** When a publish first left it out (she took it off the site); absent while it is on the site. */
  offSiteSince?: string;
}

/** A published story without its text. */
export type PublishedStorySummary = Omit<PublishedStoryItem, 'text'>;

/** Writes a story as published now: on the site, whatever it was before. */
export const putPublishedStory = (deps: Db, item: Omit<PublishedStoryItem, 'offSiteSince'>) =>
  deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: keyOf(item.story.id),
      UpdateExpression: 'SET story = :story, #text = :text, version = :version REMOVE offSiteSince',
      ExpressionAttributeNames: { '#text': 'text' },
      ExpressionAttributeValues: { ':story': item.story, ':text': item.text, ':version': item.version },
    }),
  );

/** Marks a published story as taken off the site at `at`, unless it is already (the first time counts). */
export const markStoryOffSite = (deps: Db, id: string, at: string) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: keyOf(id),
        UpdateExpression: 'SET offSiteSince = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(offSiteSince)',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  );

/** Every story ever published, without the texts, in no particular order. */
export const listPublishedStories = (deps: Db) =>
  queryAll<PublishedStorySummary>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': SITE_PARTITION, ':prefix': PREFIX },
    ProjectionExpression: 'story, version, offSiteSince',
    ConsistentRead: true,
  });

/** A published story's text, or undefined when the story was never published. */
export const getPublishedStoryText = async (deps: Db, id: string): Promise<StoryText | undefined> =>
  (await getItem<{ text: StoryText }>(deps, keyOf(id)))?.text;
