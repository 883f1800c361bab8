import { useParams } from 'react-router-dom';
import { ArcRoundPage } from '@frontend/features/arc';

/** `/admin/arc/{id}`: one ARC round and its table. */
export function Component() {
  const { campaignId = '' } = useParams();
  return <ArcRoundPage key={campaignId} campaignId={campaignId} />;
}
