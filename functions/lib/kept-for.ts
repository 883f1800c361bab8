/**
 * `read` with its answer kept `ms` by the caller's clock (`nowOf` its argument), once per function:
 * what every request reads but a publish changes (her published site) is read at most once in that
 * time. A failed read is not kept.
 */
export function keptFor<A, T>(ms: number, read: (arg: A) => Promise<T>, nowOf: (arg: A) => number) {
  let kept: { value: Promise<T>; from: number; until: number } | undefined;
  return (arg: A): Promise<T> => {
    const now = nowOf(arg);
    // A clock set back before the read (a test's clock put back) reads again: the value is from its future.
    if (!kept || kept.until <= now || now < kept.from) {
      const value = read(arg);
      kept = { value, from: now, until: now + ms };
      value.catch(() => {
        kept = undefined;
      });
    }
    return kept.value;
  };
}
