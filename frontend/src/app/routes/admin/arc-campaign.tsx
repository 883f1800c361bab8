import { useParams } from 'react-router-dom';
import { ArcCampaignPage } from '@frontend/features/arc';

/** `/admin/arc/{id}`: one ARC campaign and its table. */
export function Component() {
  const { campaignId = '' } = useParams();
  return <ArcCampaignPage key={campaignId} campaignId={campaignId} />;
}
