import { ArcCampaigns } from '@frontend/features/arc/components/arc-campaigns';

/** `/admin/arc`: ARC campaigns (issue 16). */
export function Component() {
  return <ArcCampaigns />;
}
