/** Each of `items` through `work`, a few at a time, in order (a bucket answers each call in milliseconds). */
export async function eachAtMost<T, R>(items: readonly T[], work: (item: T) => Promise<R>, atOnce = 8): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += atOnce)
    results.push(...(await Promise.all(items.slice(i, i + atOnce).map(work))));
  return results;
}
