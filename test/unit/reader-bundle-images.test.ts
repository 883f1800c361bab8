/**
 * Issue 14 item 6: the social-share images stay 1200x630 but are compressed (palette PNGs from
 * `npm run art`), so a link preview does not fetch a third of a megabyte.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageSocialImages } from '../../content/page-table';
import { DEFAULT_SOCIAL_IMAGE } from '../../content/site';
import { SOCIAL_IMAGE } from '../../functions/contract/constants';

const MAX_BYTES = 100_000;
const paths = [...new Set([DEFAULT_SOCIAL_IMAGE.path, ...Object.values(pageSocialImages).map((image) => image!.path)])];

describe('social-share images', () => {
  it.each(paths)('%s is a 1200x630 PNG under 100 kB', (path) => {
    const bytes = readFileSync(new URL(`../../frontend/public${path}`, import.meta.url));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(SOCIAL_IMAGE);
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  });
});
