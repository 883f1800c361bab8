import type { ReactNode } from 'react';

/**
 * Loading placeholders: a region announced as busy (its label read to screen readers) and the grey
 * bars and cards that stand in for text and images until the data comes.
 */

/** The live region a loading list or page shows: busy, with a visually hidden label. */
export function BusyRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Grey bars, one per entry: each entry is the bar's size and rounding, e.g. 'h-3 w-24 rounded'. */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((bar) => <div key={bar} className={`${bar} bg-ink-800`} />);
}

/** Where a card's placeholder puts its pieces: its frame, its image's box, its text column and that column's bars. */
export interface CardSkeletonLayout {
  frame: string;
  media: string;
  body: string;
  bars: readonly string[];
}

/** `count` placeholder cards: each a frame holding a grey box where the image goes, then a column of bars. */
export function CardSkeletons({
  count,
  testId,
  layout,
}: {
  count: number;
  testId: string;
  layout: CardSkeletonLayout;
}) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} data-testid={testId} className={layout.frame}>
      <div className={layout.media} />
      <div className={layout.body}>
        <SkeletonBars bars={layout.bars} />
      </div>
    </div>
  ));
}
