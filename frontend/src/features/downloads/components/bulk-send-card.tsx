import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useFreeEbookTitle } from '../free-ebook-title';
import { buttonStyles } from '@frontend/components/buttons';
import { CheckboxField } from '@frontend/components/checkbox-field';
import { ConfirmChoices, Dialog } from '@frontend/components/dialog';
import { Panel } from '@frontend/components/panel';
import { toast } from '@frontend/components/toast';
import { startBulkSend } from '../send-emails-api';
import { sendEmailsText } from '../send-emails-texts';
import { JobProgress } from '@frontend/components/bulk-job/job-progress';
import { ActionWithReason } from './action-with-reason';

const text = sendEmailsText.bulk;
/** The job being watched lives in the address (`?job=`), so a reload or a visit elsewhere does not lose it. */
const JOB_PARAM = 'job';

function SendButton({
  subscribers,
  pending,
  onConfirm,
}: {
  subscribers: string[] | undefined;
  pending: boolean;
  onConfirm: () => void;
}) {
  const count = subscribers?.length ?? 0;
  const title = useFreeEbookTitle();
  // docs/SPEC.md §5: bulk send is disabled when there are no subscribers.
  const reason = !subscribers ? text.waitingForSubscribers : count === 0 ? text.noSubscribers : null;
  const trigger = (describedBy: string | undefined) => (
    <button
      type="button"
      disabled={count === 0 || pending}
      aria-describedby={describedBy}
      className={`${buttonStyles.primary} disabled:cursor-not-allowed disabled:opacity-50`}
    >
      {pending ? text.starting : text.button(count)}
    </button>
  );
  return (
    <ActionWithReason reason={reason}>
      {(describedBy) => (
        <Dialog
          trigger={trigger(describedBy)}
          title={text.confirmTitle}
          description={text.confirmDescription(count, title)}
          closeLabel={text.close}
        >
          <ConfirmChoices cancel={text.cancel} confirm={text.confirm(count)} onConfirm={onConfirm} />
        </Dialog>
      )}
    </ActionWithReason>
  );
}

/** Emails every loaded subscriber their own link, as a job whose progress the page follows. */
export function BulkSendCard({ subscribers }: { subscribers: string[] | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get(JOB_PARAM);
  const setJob = (id: string | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set(JOB_PARAM, id);
        else params.delete(JOB_PARAM);
        return params;
      },
      { replace: !id },
    );

  const [onlyNotHad, setOnlyNotHad] = useState(false);
  const onlyNotHadId = useId();
  const start = useMutation({
    mutationFn: startBulkSend,
    onSuccess: ({ jobId: id, total }) => {
      toast(sendEmailsText.toasts.bulkStarted(total));
      setJob(id);
    },
    onError: () => toast({ ...sendEmailsText.toasts.bulkSendFailed, variant: 'destructive' }),
  });

  return (
    <Panel title={text.heading} explain={text.explain}>
      {jobId ? (
        <JobProgress key={jobId} jobId={jobId} onClose={() => setJob(null)} />
      ) : (
        <div className="space-y-3">
          <CheckboxField
            id={onlyNotHadId}
            checked={onlyNotHad}
            onChange={setOnlyNotHad}
            label={text.onlyNotHad}
            hint={text.onlyNotHadHint}
          />
          <SendButton
            subscribers={subscribers}
            pending={start.isPending}
            onConfirm={() => {
              if (subscribers?.length) start.mutate({ subscribers, onlyNotHad });
            }}
          />
        </div>
      )}
    </Panel>
  );
}
