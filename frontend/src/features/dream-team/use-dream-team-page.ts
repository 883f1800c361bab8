import { dreamTeamPage } from '@content/pages/dream-team';
import { useMergeFacts, useSiteContent } from '@frontend/lib/site-content';

/** The Dream Team page as drawn from her published words (`page/dream-team`). */
export const useDreamTeamPage = () => dreamTeamPage(useSiteContent().pages['dream-team'], useMergeFacts());
