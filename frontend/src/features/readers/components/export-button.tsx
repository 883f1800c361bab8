import type { ReaderFilter } from '@contract/readers';
import { DownloadButton, type DownloadTexts } from '@frontend/components/download-button';
import { downloadExport } from '../api';
import { readerText as text } from '../texts';

const EXPORT_TEXTS: DownloadTexts<number> = {
  label: text.export,
  busy: text.exporting,
  done: text.exported,
  failed: text.exportFailed,
};

/** Saves the readers the filters match (all of them, not one page) as a CSV file. */
export function ExportButton({ filter }: { filter: ReaderFilter }) {
  return <DownloadButton download={() => downloadExport(filter)} texts={EXPORT_TEXTS} />;
}
