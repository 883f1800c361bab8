import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../components/buttons';
import { CampaignList, NEW_CAMPAIGN_PATH } from '../../../features/campaigns/components/campaign-list';
import { campaignText as text } from '../../../features/campaigns/texts';

/** `/admin/newsletters`: the author's newsletters, drafts and sent (issue 15). */
export function Component() {
  return (
    <section aria-labelledby="newsletters-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="newsletters-heading" className="font-display text-2xl text-parchment-100">
            {text.heading}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-parchment-400">{text.intro}</p>
        </div>
        <Link to={NEW_CAMPAIGN_PATH} className={buttonStyles.primary}>
          {text.write}
        </Link>
      </div>
      <CampaignList />
    </section>
  );
}
