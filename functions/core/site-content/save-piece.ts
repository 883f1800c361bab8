import type { PieceKind, PieceVersionSummary } from '../../contract/site-content';
import { getPiece, listPieces, savePieceVersion } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { readVersion } from './history';
import { noSuchPiece, ORDERED_KINDS, thisPiece } from './pieces';
import { validPiece } from './validate-piece';

/**
 * Saving a piece: checked (validPiece), then written as the next version if nobody saved it since
 * the editor opened it. Two editors saving the same piece: the second is told, in words, to carry
 * their changes over to the newer version; neither edit is lost.
 */

type SaveDeps = Db & Pick<Deps, 'now'>;

export interface SaveRequest {
  kind: PieceKind;
  id: string;
  body: unknown;
  /** The version the editor started from; 0 for a new piece. */
  expectedVersion: number;
  /** Who saves it: the signed-in admin's email. */
  savedBy: string;
}

/** Last among the pieces of its kind. */
async function nextPosition(deps: Db, kind: PieceKind): Promise<number> {
  const positions = (await listPieces(deps, kind)).map((item) => item.position ?? 0);
  return Math.max(0, ...positions) + 1;
}

/** Why a save's condition did not hold, in words she can act on. */
async function refusal(deps: Db, { kind, id, expectedVersion }: SaveRequest): Promise<Error> {
  const current = await getPiece(deps, kind, id);
  if (!current) return noSuchPiece(kind, id);
  if (expectedVersion === 0 && ORDERED_KINDS.includes(kind))
    return new ConflictError(
      `There is already a ${kind} with the id “${id}” (version ${current.version}): choose another id, or open that ${kind} to edit it.`,
    );
  const { subject, was } = thisPiece(kind);
  return new ConflictError(
    `${subject} ${was} changed by another save since you opened it (now version ${current.version}). Copy your changes, reload, and apply them again.`,
  );
}

export async function savePiece(deps: SaveDeps, request: SaveRequest): Promise<PieceVersionSummary> {
  const { kind, id, expectedVersion, savedBy } = request;
  const body = await validPiece(deps, kind, id, request.body);
  const isNewInOrder = expectedVersion === 0 && ORDERED_KINDS.includes(kind);
  const saved = { version: expectedVersion + 1, savedAt: deps.now().toISOString(), savedBy };
  const position = isNewInOrder ? { position: await nextPosition(deps, kind) } : {};
  const written = await savePieceVersion(deps, { kind, id, body, ...saved, ...position }, expectedVersion);
  if (!written) throw await refusal(deps, request);
  return saved;
}

/** An earlier version's body saved again as the newest version (the history keeps both). */
export async function restorePiece(
  deps: SaveDeps,
  request: Omit<SaveRequest, 'body'> & { version: number },
): Promise<PieceVersionSummary> {
  const { version, ...save } = request;
  const { body } = await readVersion(deps, save.kind, save.id, version);
  return savePiece(deps, { ...save, body });
}
