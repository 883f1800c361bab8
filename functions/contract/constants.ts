/** Business constants of SPEC §9, in one place for the server, the stack and the frontend. */
export const EBOOK_FILENAME = 'true-veil-blues.epub';
export const PER_SUBSCRIBER_LINK_HOURS = 24;
export const SHARED_LINK_HOURS = 72;
export const TEASER_LENGTH = 150;
export const META_DESCRIPTION_LENGTH = 160;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const READING_CHARS_PER_MINUTE = 1000;
export const STRUCTURED_DATA_CURRENCY = 'USD';
export const SIGNUP_SOURCE_DREAM_TEAM = 'dream_team';
export const USER_AGENT_MAX = 100;
export const PAGE_HISTORY_MAX = 50;
export const ADMIN_GROUP = 'admin';
