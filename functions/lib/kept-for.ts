/**
 * `read` with its answer kept `ms` by the caller's clock (`nowOf` its argument), once per function:
 * what every request reads but a publish changes (her published site) is read at most once in that
 * time. A failed read is not kept.
 */
export function keptFor<A, T>(ms: number, read: (arg: A) => Promise<T>, nowOf: (arg: A) => number) {
  let kept: { value: Promise<T>; until: number } | undefined;
  return (arg: A): Promise<T> => {
    const now = nowOf(arg);
    if (!kept || kept.until <= now) {
      const value = read(arg);
      kept = { value, until: now + ms };
      value.catch(() => {
        kept = undefined;
      });
    }
    return kept.value;
  };
}
