import { DownloadButton, type DownloadTexts } from '@frontend/components/download-button';
import { downloadSalesCsv, type SalesPeriodQuery } from '../api';
import { salesText as text } from '../texts';

const CSV_TEXTS: DownloadTexts<number> = {
  label: text.csv,
  busy: text.csvBusy,
  done: text.csvDone,
  failed: text.csvFailed,
};

/** Saves the period's orders as a CSV file. */
export function CsvButton({ period }: { period: SalesPeriodQuery }) {
  return <DownloadButton download={() => downloadSalesCsv(period)} texts={CSV_TEXTS} />;
}
