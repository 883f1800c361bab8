import { HONEYPOT_FIELD } from '../../contract/mailing-list';
import { signUp } from '../../core/after-reply/forms';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { clientOf } from '../../lib/edge';

/** The sign-up forms post natively until the app starts: the route answers a form post with a page (`formAnswerHeading`). */
export const handler = routeHandler('mailingListSignup', ({ body, event }) =>
  signUp(deps(), {
    email: body.email,
    name: body.name,
    source: body.source,
    readerMagnetId: body.readerMagnetId,
    role: body.role,
    newsletter: body.newsletter === true || body.newsletter === 'on',
    honeypot: body[HONEYPOT_FIELD],
    client: clientOf(event),
  }),
);
