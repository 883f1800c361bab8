import { useParams } from 'react-router-dom';
import { ReaderRecord } from '@frontend/features/readers';

/** `/admin/readers/{id}`: one reader's record (their address in base64url, as the API's). */
export function Component() {
  const { id = '' } = useParams();
  return <ReaderRecord key={id} id={id} />;
}
