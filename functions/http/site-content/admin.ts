import { siteContentRoutes } from '../../contract/routes/site-content';
import { previewWelcomes } from '../../core/mailing-list/welcome-preview';
import { askPublisher } from '../../core/publishing/publisher';
import { listHistory, readVersion } from '../../core/site-content/history';
import { readOverview, readPiece } from '../../core/site-content/read-pieces';
import { setRemoved } from '../../core/site-content/remove-piece';
import { restorePiece, savePiece } from '../../core/site-content/save-piece';
import { validPiece } from '../../core/site-content/validate-piece';
import { deps } from '../../lib/deps';
import type { ApiEvent, Claims } from '../../lib/reply';
import { implementRoutes } from '../implement-routes';
import { usernameOf } from '../route-handler';

/**
 * Who saves, as a piece's history lists it: the signed-in admin's email. An access token carries
 * none, so Cognito is asked with it (as the session's two-factor check does); the username stands
 * in when that cannot tell.
 */
async function saverOf(event: ApiEvent, claims: Claims): Promise<string> {
  if (typeof claims.email === 'string') return claims.email;
  const token = /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '')?.[1];
  const email = token
    ? await deps()
        .askCognito(token)
        .then(
          (user) => user.email,
          () => undefined,
        )
    : undefined;
  return email ?? usernameOf(claims);
}

export const handlers = implementRoutes(siteContentRoutes, 'admin', {
  getSiteOverview: () => readOverview(deps()),
  publishSite: () => askPublisher(deps(), { action: 'publish' }),
  getSitePiece: ({ params }) => readPiece(deps(), params.kind, params.id),
  saveSitePiece: async ({ params, body, claims, event }) =>
    savePiece(deps(), { ...params, ...body, savedBy: await saverOf(event, claims) }),
  previewSitePiece: async ({ params: { kind, id }, body }) =>
    askPublisher(deps(), { action: 'preview', kind, id, body: await validPiece(deps(), kind, id, body.body) }),
  previewSiteEmails: ({ body }) => previewWelcomes(deps(), body),
  listSitePieceHistory: ({ params }) => listHistory(deps(), params.kind, params.id),
  getSitePieceVersion: ({ params }) => readVersion(deps(), params.kind, params.id, params.version),
  setSitePieceRemoved: async ({ params, body, claims, event }) =>
    setRemoved(deps(), { ...params, ...body, savedBy: await saverOf(event, claims) }),
  restoreSitePiece: async ({ params, body, claims, event }) =>
    restorePiece(deps(), { ...params, ...body, savedBy: await saverOf(event, claims) }),
});
