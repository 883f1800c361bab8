import { TEASER_LENGTH } from '@contract/constants';

/** docs/SPEC.md §2/§9: the teaser is cut to 150 characters, with an ellipsis when anything was cut. */
export function cutTeaser(teaser: string, max = TEASER_LENGTH): string {
  if (teaser.length <= max) return teaser;
  return `${teaser.slice(0, max).trimEnd()}…`;
}
