import { HONEYPOT_FIELD } from '../../contract/newsletter';
import { signUp } from '../../core/newsletter/signup';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { clientOf } from '../../lib/edge';

export const handler = routeHandler('newsletterSignup', async ({ body, event }) =>
  signUp(deps(), {
    email: body.email,
    name: body.name,
    source: body.source,
    readerMagnetId: body.readerMagnetId,
    role: body.role,
    honeypot: body[HONEYPOT_FIELD],
    client: clientOf(event),
  }),
);
