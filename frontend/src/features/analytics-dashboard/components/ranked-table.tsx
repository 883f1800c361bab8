import { formatCount } from '../format';
import { analyticsText as text } from '../texts';
import { Panel } from './panel';

export interface RankedRow {
  name: string;
  count: number;
}

interface RankedTableProps {
  id: string;
  /** The table's heading, column names and (optional) text for no rows. */
  labels: { heading: string; name: string; count: string; none?: string };
  rows: RankedRow[];
}

/**
 * A ranked list (top pages, referrers, events) as a two-column table. The name column wraps long
 * paths anywhere so a phone never scrolls sideways; a bar shows each row's share of the largest.
 */
export function RankedTable({ id, labels, rows }: RankedTableProps) {
  const { heading, name: nameLabel, count: countLabel, none: emptyText = text.noneYet } = labels;
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Panel id={id} heading={heading}>
      {rows.length === 0 ? (
        <p className="text-sm text-parchment-400">{emptyText}</p>
      ) : (
        <table aria-labelledby={id} className="w-full table-fixed text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wide text-parchment-400 uppercase">
              <th scope="col" className="pb-2 font-medium">
                {nameLabel}
              </th>
              <th scope="col" className="w-24 pb-2 text-right font-medium">
                {countLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-t border-ink-800">
                <th scope="row" className="py-2 pr-3 text-left font-normal break-all text-parchment-200">
                  {row.name}
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-1 rounded bg-ember-500/60"
                    style={{ width: `${(row.count / largest) * 100}%` }}
                  />
                </th>
                <td className="py-2 text-right align-top text-parchment-100 tabular-nums">{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
