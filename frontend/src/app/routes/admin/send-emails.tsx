import { useQuery } from '@tanstack/react-query';
import { AdminPageLink, AdminPageTitle } from '@frontend/components/admin-page-header';
import {
  voraciousReadersQuery,
  BulkSendCard,
  EmailPreview,
  SharedLinkCard,
  SubscriberActions,
  SummaryCard,
  type SubscriberList,
  sendEmailsText as text,
} from '@frontend/features/downloads';
import { MailerLitePanel } from '@frontend/features/mailerlite';

/**
 * `/admin/send-emails` (docs/SPEC.md §2 Email sending): summary, shared link, MailerLite, bulk send,
 * per-subscriber actions, email preview. The subscriber list is read here, once, and handed to
 * the parts that need it (the download campaign reads the same cached list).
 */
export function Component() {
  const query = useQuery(voraciousReadersQuery());
  const list: SubscriberList = {
    subscribers: query.data?.subscribers,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refresh: () => void query.refetch(),
  };

  return (
    <section aria-labelledby="send-emails-heading">
      <AdminPageTitle id="send-emails-heading" title={text.heading} intro={text.intro} />
      <AdminPageLink to="/admin/downloads" label={text.downloadsLink} />
      <div className="mt-6 space-y-6">
        <SummaryCard list={list} />
        <BulkSendCard subscribers={list.subscribers} />
        <SubscriberActions subscribers={list.subscribers} />
        <SharedLinkCard />
        <MailerLitePanel />
        <EmailPreview />
      </div>
    </section>
  );
}
