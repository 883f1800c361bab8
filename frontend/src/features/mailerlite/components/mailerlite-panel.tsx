import { Panel } from '@frontend/components/panel';
import { mailerLiteText } from '../texts';
import { AddSubscriberForm } from './add-subscriber-form';
import { GroupsPanel } from './groups-panel';
import { SyncPanel } from './sync-panel';

/** docs/SPEC.md §2 "sync with the email-marketing service": sync, the account's groups, add one subscriber. */
export function MailerLitePanel() {
  return (
    <Panel title={mailerLiteText.heading} explain={mailerLiteText.explain}>
      <div className="space-y-6 divide-y divide-ink-800 [&>*+*]:pt-6">
        <SyncPanel />
        <GroupsPanel />
        <AddSubscriberForm />
      </div>
    </Panel>
  );
}
