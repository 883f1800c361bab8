import { listApplications, decideApplication } from '../../core/arc/applications';
import { deps } from '../../lib/deps';
import { emailOfReaderId } from '../../contract/readers';
import { grantUpload } from '../../core/arc/ebook-files';
import { listEbooks, createEbook, addEbookVersion, updateEbook, catalogueOf } from '../../core/arc/ebooks';
import { Reply } from '../route-handler';
import * as rounds from '../../core/arc/rounds';
import { lookUpFile, lookUpPassage } from '../../core/arc/leak-lookup';
import { implementRoutes } from '../implement-routes';
import { arcRoutes } from '../../contract/routes/arc';

export const handlers = implementRoutes(arcRoutes, 'admin', {
  listApplications: () => listApplications(deps()),
  decideApplication: ({ params, body }) => decideApplication(deps(), emailOfReaderId(params.id), body),
  // The body's size and name were checked by the contract; S3 holds the file to the same limit.
  startUpload: () => grantUpload(deps()),
  listEbooks: async () => {
    const [books, catalogue] = await Promise.all([listEbooks(deps()), catalogueOf(deps())]);
    return { books, catalogue };
  },
  createEbook: async ({ body }) => new Reply(201, await createEbook(deps(), body)),
  addEbookVersion: async ({ params, body }) =>
    new Reply(201, await addEbookVersion(deps(), params.bookId, body.uploadId)),
  updateEbook: ({ params, body }) => updateEbook(deps(), params.bookId, body),
  listArcRounds: async () => ({ campaigns: await rounds.listArcRounds(deps()) }),
  createArcRound: async ({ body }) => new Reply(201, await rounds.createArcRound(deps(), body)),
  getArcRound: ({ params }) => rounds.getArcRound(deps(), params.campaignId),
  inviteToArcRound: ({ params, body }) => rounds.inviteToArcRound(deps(), params.campaignId, body.to),
  remindArcRound: ({ params }) => rounds.sendReminders(deps(), params.campaignId),
  exportArcRound: ({ params }) => rounds.exportArcRound(deps(), params.campaignId),
  lookUpLeak: ({ body }) =>
    'uploadId' in body ? lookUpFile(deps(), body.uploadId) : lookUpPassage(deps(), body.passage),
});
