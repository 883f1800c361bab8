import * as newsletters from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { Reply } from '../route-handler';
import { countAudience, sendNewsletterTest, newsletterReport, sendNewsletter } from '../../core/newsletters/send';
import { scheduleNewsletter, unscheduleNewsletter } from '../../core/newsletters/schedule';
import { mailHealthOf } from '../../core/newsletters/mail-health';
import { recentAuthor } from '../../core/site-content/published-content';
import { implementRoutes } from '../implement-routes';
import { newsletterRoutes } from '../../contract/routes/newsletters';

export const handlers = implementRoutes(newsletterRoutes, 'admin', {
  listNewsletters: () => newsletters.listNewsletters(deps()),
  createNewsletter: async ({ body }) => new Reply(201, await newsletters.createNewsletter(deps(), body)),
  createNewsletterFromPost: async ({ body }) =>
    new Reply(201, await newsletters.newsletterFromPost(deps(), body.postId)),
  previewNewsletter: async ({ body }) => newsletters.previewNewsletter(await recentAuthor(deps()), body),
  getNewsletter: ({ params }) => newsletters.getNewsletter(deps(), params.id),
  updateNewsletter: ({ params, body }) => newsletters.updateNewsletter(deps(), params.id, body),
  deleteNewsletter: ({ params }) => newsletters.deleteNewsletter(deps(), params.id),
  countAudience: ({ params }) => countAudience(deps(), params.audience),
  sendNewsletterTest: ({ params, body }) => sendNewsletterTest(deps(), params.id, body.to),
  scheduleNewsletter: ({ params, body }) => scheduleNewsletter(deps(), params.id, body.at),
  unscheduleNewsletter: ({ params }) => unscheduleNewsletter(deps(), params.id),
  getNewsletterReport: ({ params }) => newsletterReport(deps(), params.id),
  getMailHealth: () => mailHealthOf(deps()),
  sendNewsletter: async ({ params }) => new Reply(202, await sendNewsletter(deps(), params.id)),
});
