import { searchReaders, tagCounts, readerDetail, setReaderTags } from '../../core/readers/desk';
import { deps } from '../../lib/deps';
import { exportReaders } from '../../core/readers/csv';
import { importReaders } from '../../core/readers/import';
import { addReader } from '../../core/readers/add';
import { Reply } from '../route-handler';
import { emailOfReaderId } from '../../contract/readers';
import { eraseReader } from '../../core/readers/erase';
import { implementRoutes } from '../implement-routes';
import { readerRoutes } from '../../contract/routes/readers';

export const handlers = implementRoutes(readerRoutes, 'admin', {
  searchReaders: ({ body }) => searchReaders(deps(), body),
  listReaderTags: () => tagCounts(deps()),
  exportReaders: ({ body }) => exportReaders(deps(), body),
  importReaders: ({ body }) => importReaders(deps(), body),
  addReader: async ({ body }) => new Reply(201, await addReader(deps(), body)),
  getReader: ({ params }) => readerDetail(deps(), emailOfReaderId(params.id)),
  setReaderTags: ({ params, body }) => setReaderTags(deps(), emailOfReaderId(params.id), body.tags),
  eraseReader: ({ params }) => eraseReader(deps(), emailOfReaderId(params.id)),
});
