import { defineRoute, noBody, noParams } from '../define-route';
import { storedKeyBody, storedKeys, storedKeyState } from '../stored-keys';

export const adminKeyRoutes = {
  getStoredKeys: defineRoute({
    method: 'GET',
    path: '/api/admin/keys',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: storedKeys,
    grants: ['keys:write'],
    summary:
      'Whether each key of another service (MailerLite’s API key, Stripe’s secret key and webhook signing secret) is set, and since when; never a key.',
  }),
  putStoredKey: defineRoute({
    method: 'PUT',
    path: '/api/admin/keys',
    access: 'admin',
    params: noParams,
    body: storedKeyBody,
    reply: storedKeyState,
    grants: ['keys:write'],
    // A key and its name, with room for a MailerLite token: nothing bigger is a key.
    maxBodyBytes: 8 * 1024,
    summary:
      'Stores one key (its shape checked: sk_/rk_ for Stripe’s secret key, whsec_ for its webhook, a JWT for MailerLite) in its secret, write-only; the reply is its new state.',
  }),
};
