import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Panel } from '@frontend/components/panel';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
import { StatusText } from '@frontend/components/status-text';
import { textLinkStyle } from '@frontend/components/buttons';
import { siteOverviewQuery } from '../api';
import { piecePath } from '../pieces';
import { launchChecklistText as text } from '../launch-checklist-texts';

/**
 * The dashboard's launch checklist: each stand-in the site still holds from its setup, linked to
 * the piece's editor. Once none is left it says so in a line rather than vanishing, so she sees
 * the list reached its end instead of wondering where it went.
 */
export function LaunchChecklist() {
  const overview = useQuery(siteOverviewQuery());
  return (
    <Panel title={text.heading}>
      <QueryState
        query={overview}
        pending={<LoadingLine status>{text.loading}</LoadingLine>}
        error={text.loadFailed}
        empty={
          <p className="text-sm" data-testid="launch-checklist-done">
            <StatusText tone="success">{text.done}</StatusText>
          </p>
        }
        isEmpty={(data) => data.checklist.length === 0}
      >
        {({ checklist }) => (
          <div className="space-y-3">
            <p className="font-medium text-parchment-100" data-testid="launch-checklist-count">
              {text.count(checklist.length)}
            </p>
            <p className="text-sm text-parchment-400">{text.explain}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {checklist.map((entry) => (
                <li key={`${entry.kind}/${entry.id}/${entry.label}`}>
                  <Link to={piecePath(entry)} className={textLinkStyle}>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
