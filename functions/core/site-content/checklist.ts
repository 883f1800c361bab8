import { isDeepStrictEqual } from 'node:util';
import type { ChecklistEntry, PieceKind } from '../../contract/site-content';
import type { StoredPlaceholder } from '../../entities/site-content';

/**
 * The launch checklist: every placeholder of the seed whose piece still holds, at its path, the
 * value the seed gave it. Any change of that value (even back and forth to another) takes it off;
 * restoring the seed's version puts it back.
 */

/** The value at `path` inside `value` (keys of objects, indexes of arrays); undefined when the path leads nowhere. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** `piece` as `<kind>/<id>`, split at its first slash. */
export function pieceOf(piece: string): { kind: PieceKind; id: string } {
  const slash = piece.indexOf('/');
  return { kind: piece.slice(0, slash) as PieceKind, id: piece.slice(slash + 1) };
}

/** The placeholders still unset, in the order the seed listed them; a piece that is gone asks for nothing. */
export function pendingPlaceholders(
  placeholders: readonly StoredPlaceholder[],
  bodyOf: (piece: string) => unknown,
): ChecklistEntry[] {
  return placeholders
    .filter((placeholder) => {
      const body = bodyOf(placeholder.piece);
      return body !== undefined && isDeepStrictEqual(valueAt(body, placeholder.path), placeholder.seedValue);
    })
    .map(({ piece, label }) => ({ ...pieceOf(piece), label }));
}
