import { HONEYPOT_FIELD } from '../../contract/mailing-list';
import { signUp } from '../../core/mailing-list/signup';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { clientOf } from '../../lib/edge';
import { postedAsForm } from '../../lib/form-body';
import { signedUpPage } from './pages';

/** The sign-up forms post natively until the app starts: a form post is answered with a page, a JSON post with JSON. */
export const handler = routeHandler('mailingListSignup', async ({ body, event }) => {
  const reply = await signUp(deps(), {
    email: body.email,
    name: body.name,
    source: body.source,
    readerMagnetId: body.readerMagnetId,
    role: body.role,
    honeypot: body[HONEYPOT_FIELD],
    client: clientOf(event),
  });
  return postedAsForm(event) ? signedUpPage(body.source, reply.message) : reply;
});
