import { useMutation, useQuery } from '@tanstack/react-query';
import { EBOOK_FILENAME } from '@contract/constants';
import { useFreeEbookTitle } from '../free-ebook-title';
import { AdminPageLink, AdminPageTitle } from '@frontend/components/admin-page-header';
import { toast } from '@frontend/components/toast';
import { generateLinks, testEbookFile, voraciousReadersQuery, type FileTestOutcome } from '../api';
import { downloadsText as text } from '../texts';
import { CopyStep } from './copy-step';
import { FileTestStep, type FileStatus } from './file-test-step';
import { SendOnConfirmCard } from './send-on-confirm-card';
import { GenerateStep, type GenerateBlock, type GenerateState } from './generate-step';
import { hasUrl } from './link-list';
import { SubscribersStep } from './subscribers-step';

const OUTCOME_TOASTS: Record<FileTestOutcome, { title: string; description: string; variant?: 'destructive' }> = {
  ready: text.toasts.fileFound,
  missing: { ...text.toasts.fileNotFound, variant: 'destructive' },
  'setup-issue': { ...text.toasts.setupIssue, variant: 'destructive' },
};

function useFileTest() {
  const test = useMutation({
    mutationFn: testEbookFile,
    onSuccess: (outcome) => toast(OUTCOME_TOASTS[outcome]),
    onError: () => toast({ ...text.toasts.fileTestFailed, variant: 'destructive' }),
  });
  const status: FileStatus = test.isPending ? 'checking' : test.isError ? 'error' : (test.data ?? 'unknown');
  return { status, run: () => test.mutate() };
}

function useSubscribers() {
  // Read when the author asks (step 2), not on arrival; a list already read on the send-emails page shows at once.
  const query = useQuery({ ...voraciousReadersQuery(), enabled: false });
  const load = async () => {
    const result = await query.refetch();
    if (result.isError) toast({ ...text.toasts.loadFailed, variant: 'destructive' });
    else if (result.data) toast(text.toasts.subscribersLoaded(result.data.count));
  };
  return {
    state: {
      subscribers: query.data?.subscribers,
      loading: query.isFetching,
      failed: query.isError && !query.isFetching,
    },
    load: () => void load(),
  };
}

function useLinkGeneration() {
  const generation = useMutation({
    mutationFn: generateLinks,
    onSuccess: (reply) => toast(text.toasts.linksGenerated(reply.links.filter(hasUrl).length)),
    onError: () => toast({ ...text.toasts.generateFailed, variant: 'destructive' }),
  });
  const links = generation.data?.links;
  const state: GenerateState = generation.isPending
    ? { phase: 'busy' }
    : generation.isError
      ? { phase: 'error' }
      : links
        ? { phase: 'done', ok: links.filter(hasUrl).length, failed: links.filter((link) => !hasUrl(link)).length }
        : { phase: 'idle' };
  return { state, links, generate: generation.mutate };
}

/** `/admin/downloads` (docs/SPEC.md §2 Download campaign): test the file, load subscribers, generate links, copy. */
export function FreeEbookSend() {
  const file = useFileTest();
  const subscribers = useSubscribers();
  const links = useLinkGeneration();
  const title = useFreeEbookTitle();

  const list = subscribers.state.subscribers;
  // docs/SPEC.md §4: generating needs loaded subscribers and a file not known to be missing.
  const blockedBy: GenerateBlock = !list?.length ? 'subscribers' : file.status === 'missing' ? 'file' : null;

  const generate = () => {
    if (blockedBy === 'subscribers') toast({ ...text.toasts.noSubscribers, variant: 'destructive' });
    else if (blockedBy === 'file') toast({ ...text.toasts.fileNotReady, variant: 'destructive' });
    else if (list) links.generate(list);
  };

  return (
    <section aria-labelledby="downloads-heading">
      <AdminPageTitle id="downloads-heading" title={text.heading} intro={text.intro(title, EBOOK_FILENAME)} />
      <AdminPageLink to="/admin/send-emails" label={text.sendEmailsLink} />
      <div className="mt-6">
        <SendOnConfirmCard title={title} />
      </div>
      <ol className="mt-6 space-y-4">
        <FileTestStep status={file.status} onTest={file.run} />
        <SubscribersStep state={subscribers.state} onLoad={subscribers.load} />
        <GenerateStep state={links.state} blockedBy={blockedBy} onGenerate={generate} />
        <CopyStep links={links.links} />
      </ol>
    </section>
  );
}
