import { useParams } from 'react-router-dom';
import { PieceHistoryPage, PieceNotFound, PieceVersionPage, pieceRefOf } from '@frontend/features/site-editor';

/** `/admin/site/{kind}/{id}/history` and `…/history/{version}`: a piece's saved versions, one to read and restore. */
export function Component() {
  const { kind, id, version } = useParams();
  const piece = pieceRefOf(kind, id);
  if (!piece) return <PieceNotFound />;
  const number = Number(version);
  if (version === undefined) return <PieceHistoryPage key={`${piece.kind}/${piece.id}`} pieceRef={piece} />;
  return Number.isInteger(number) && number > 0 ? (
    <PieceVersionPage key={`${piece.kind}/${piece.id}/${number}`} pieceRef={piece} version={number} />
  ) : (
    <PieceNotFound />
  );
}
