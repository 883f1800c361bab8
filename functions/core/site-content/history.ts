import type { PieceKind } from '../../contract/site-content';
import { getPieceVersion, listPieceVersions } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import { NotFoundError } from '../../lib/errors';
import { noSuchPiece, schemaOf, thisPiece } from './pieces';

/** A piece's saved versions (every one keeps its whole body), to compare or restore. */

export async function listHistory(deps: Db, kind: PieceKind, id: string) {
  schemaOf(kind, id);
  const versions = await listPieceVersions(deps, kind, id);
  if (versions.length === 0) throw noSuchPiece(kind, id);
  return { versions };
}

export async function readVersion(deps: Db, kind: PieceKind, id: string, version: number) {
  schemaOf(kind, id);
  const saved = await getPieceVersion(deps, kind, id, version);
  if (!saved) {
    const { subject, has } = thisPiece(kind);
    throw new NotFoundError(`${subject} ${has} no version ${version}.`);
  }
  return { version: saved.version, savedAt: saved.savedAt, savedBy: saved.savedBy, body: saved.body };
}
