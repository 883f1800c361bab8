import { DownloadCampaign } from '../../../features/downloads/components/download-campaign';

/** `/admin/downloads`: the download campaign (SPEC §2). */
export function Component() {
  return <DownloadCampaign />;
}
