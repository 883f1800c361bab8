import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '@frontend/components/buttons';
import { StatusText } from '@frontend/components/status-text';
import { toast } from '@frontend/components/toast';
import { mailerLiteGroupsQuery, messageOf } from '../api';
import { mailerLiteText } from '../texts';
import { subHeading } from './styles';

const text = mailerLiteText.groups;

/** The account's groups with their active counts, read when the author asks. */
export function GroupsPanel() {
  const groups = useQuery(mailerLiteGroupsQuery());
  const load = async () => {
    const result = await groups.refetch();
    if (result.isError) {
      toast({
        title: mailerLiteText.toasts.groupsFailed,
        description: messageOf(result.error, mailerLiteText.toasts.groupsFailedFallback),
        variant: 'destructive',
      });
    }
  };
  const failed = groups.isError && !groups.isFetching;

  return (
    <div className="space-y-3">
      <h4 className={subHeading}>{text.heading}</h4>
      <button
        type="button"
        onClick={() => void load()}
        disabled={groups.isFetching}
        className={`${buttonStyles.secondary} disabled:opacity-60`}
      >
        {groups.isFetching ? text.busy : groups.data ? text.reload : text.button}
      </button>
      <div aria-live="polite">
        {failed ? (
          <p className="text-sm">
            <StatusText tone="error">
              <strong>{mailerLiteText.toasts.groupsFailed}:</strong>{' '}
              {messageOf(groups.error, mailerLiteText.toasts.groupsFailedFallback)}
            </StatusText>
          </p>
        ) : null}
        {groups.data && !failed ? (
          groups.data.groups.length ? (
            <div>
              <p className="text-sm text-parchment-300">{text.count(groups.data.count)}</p>
              <ul
                aria-label={text.heading}
                className="mt-2 divide-y divide-ink-800 rounded-md border border-ink-800 bg-ink-950/60 px-3"
              >
                {groups.data.groups.map((group) => (
                  <li key={group.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                    <span className="break-words text-parchment-100">{group.name}</span>
                    <span className="text-parchment-400">{text.active(group.activeCount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <StatusText tone="neutral">{text.empty}</StatusText>
          )
        ) : null}
      </div>
    </div>
  );
}
