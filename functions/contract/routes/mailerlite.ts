import { defineRoute, noBody, noParams } from '../define-route';
import {
  addMailerLiteSubscriberBody,
  addMailerLiteSubscriberReply,
  mailerLiteGroupsReply,
  mailerLiteSyncReply,
} from '../mailerlite';

/** docs/SPEC.md §7's `{email-service}` routes, with the service named: MailerLite. Each answers 503 until a key is stored. */
export const mailerLiteRoutes = {
  syncVoraciousReaders: defineRoute({
    method: 'POST',
    path: '/api/mailerlite/sync-voracious-readers',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: mailerLiteSyncReply,
    // Reads the subscribers; writes its record of who is in the MailerLite group.
    grants: ['table:write', 'mailerlite:key'],
    summary:
      'Puts the active Voracious Readers into the MailerLite group of that name and takes out those no longer active.',
  }),
  listMailerLiteGroups: defineRoute({
    method: 'GET',
    path: '/api/mailerlite/groups',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: mailerLiteGroupsReply,
    grants: ['mailerlite:key'],
    summary: 'The groups of the MailerLite account, with their active subscriber counts.',
  }),
  addMailerLiteSubscriber: defineRoute({
    method: 'POST',
    path: '/api/mailerlite/add-subscriber',
    access: 'admin',
    params: noParams,
    body: addMailerLiteSubscriberBody,
    reply: addMailerLiteSubscriberReply,
    // Reads the subscriber's record here, so that nobody who unsubscribed is put back by hand.
    grants: ['table:read', 'mailerlite:key'],
    maxBodyBytes: 1024,
    summary: 'Adds one email address to the Voracious Readers group in MailerLite.',
  }),
};
