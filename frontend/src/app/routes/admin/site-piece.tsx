import { useParams } from 'react-router-dom';
import { PieceEditorPage, PieceNotFound, pieceRefOf } from '@frontend/features/site-editor';

/** `/admin/site/{kind}/{id}`: one piece of her site in its editor. */
export function Component() {
  const { kind, id } = useParams();
  const piece = pieceRefOf(kind, id);
  return piece ? <PieceEditorPage key={`${piece.kind}/${piece.id}`} pieceRef={piece} /> : <PieceNotFound />;
}
