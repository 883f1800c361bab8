import { HONEYPOT_FIELD } from '../../contract/newsletter';
import { signUp } from '../../core/newsletter/signup';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';
import { clientOf } from '../../lib/rate-limit';

export const handler = routeHandler('newsletterSignup', async ({ body, event }) =>
  signUp(withSiteUrl(deps(), event), {
    email: body.email,
    name: body.name,
    source: body.source,
    readerMagnetId: body.readerMagnetId,
    honeypot: body[HONEYPOT_FIELD],
    client: clientOf(event),
  }),
);
