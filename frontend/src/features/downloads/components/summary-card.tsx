import { EBOOK_FILENAME } from '@contract/constants';
import { useFreeEbookTitle } from '../free-ebook-title';
import { Panel } from '@frontend/components/panel';
import { StatusText } from '@frontend/components/status-text';
import { sendEmailsText } from '../send-emails-texts';
import { smallButton } from './styles';

const text = sendEmailsText.summary;

/** The Voracious Readers list as the page holds it (read by the route, shared by the page's parts). */
export interface SubscriberList {
  subscribers: string[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refresh: () => void;
}

function SubscriberCount({ list }: { list: SubscriberList }) {
  if (list.subscribers)
    return (
      <span className="text-2xl font-semibold text-parchment-100" data-testid="subscriber-count">
        {list.subscribers.length.toLocaleString('en-US')}
      </span>
    );
  if (list.isPending && list.isFetching) return <StatusText tone="busy">{text.loading}</StatusText>;
  return (
    <StatusText tone="error">
      {text.loadError} {list.error?.message}
    </StatusText>
  );
}

export function SummaryCard({ list }: { list: SubscriberList }) {
  const title = useFreeEbookTitle();
  return (
    <Panel
      title={text.heading}
      actions={
        <button type="button" onClick={list.refresh} disabled={list.isFetching} className={smallButton}>
          {list.isFetching && !list.isPending ? text.refreshing : text.refresh}
        </button>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-parchment-400 uppercase">{text.subscribers}</dt>
          <dd className="mt-1" aria-live="polite">
            <SubscriberCount list={list} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-parchment-400 uppercase">{text.ebook}</dt>
          <dd className="mt-1 text-sm break-words text-parchment-200">
            {title} <span className="font-mono text-xs text-parchment-400">({EBOOK_FILENAME})</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs tracking-wide text-parchment-400 uppercase">{text.links}</dt>
          <dd className="mt-1 text-sm text-parchment-200">{text.linksValue}</dd>
        </div>
      </dl>
    </Panel>
  );
}
