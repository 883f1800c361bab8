/** A short story as the API serves it: the shape its content module is written in (content/schemas.ts). */
export { shortStorySchema as shortStory, type ShortStory } from '../../content/schemas';
