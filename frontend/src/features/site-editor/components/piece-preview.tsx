import { useEffect, useId, useState } from 'react';
import { Panel } from '@frontend/components/panel';
import { buttonStyles } from '@frontend/components/buttons';
import { StatusText } from '@frontend/components/status-text';
import { usePreviewPiece, type PieceRef } from '../api';
import { siteText } from '../texts';

const text = siteText.preview;

/** The widths a page is previewed at: a phone's, and a laptop's (shown scaled to fit the column). */
const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const FRAME_HEIGHT = 720;

/** The column's width, followed as it changes (a window resized, a phone turned). */
function useWidthOf(element: HTMLElement | null) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The page as publishing would write it, from the words on screen (saved or not): the publisher
 * renders it, and it shows in a frame that runs no script and cannot leave it, at a phone's width
 * or a desktop's scaled to fit.
 */
export function PiecePreview({ pieceRef, body }: { pieceRef: (body: unknown) => PieceRef; body: () => unknown }) {
  const preview = usePreviewPiece();
  const [width, setWidth] = useState<Width>('phone');
  const [column, setColumn] = useState<HTMLDivElement | null>(null);
  const columnWidth = useWidthOf(column);
  const radioName = useId();
  const show = () => {
    const current = body();
    preview.mutate({ piece: pieceRef(current), body: current });
  };
  const scale = columnWidth ? Math.min(1, columnWidth / WIDTHS[width]) : 1;

  return (
    <Panel
      title={text.heading}
      explain={text.explain}
      actions={
        <button
          type="button"
          onClick={show}
          disabled={preview.isPending}
          className={`${buttonStyles.secondary} disabled:opacity-60`}
        >
          {preview.data ? text.refresh : text.show}
        </button>
      }
    >
      <p role="status" className="text-sm">
        {preview.isPending ? (
          <StatusText tone="busy">{text.loading}</StatusText>
        ) : preview.isError ? (
          <StatusText tone="error">{text.failed(preview.error.message)}</StatusText>
        ) : null}
      </p>
      {preview.data ? (
        <div className="space-y-3">
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="sr-only">{text.widths}</legend>
            {(Object.keys(WIDTHS) as Width[]).map((option) => (
              <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm text-parchment-200">
                <input
                  type="radio"
                  name={radioName}
                  checked={width === option}
                  onChange={() => setWidth(option)}
                  className="size-5 accent-ember-600"
                />
                {text[option]} ({WIDTHS[option]} px)
              </label>
            ))}
          </fieldset>
          <div ref={setColumn} className="overflow-hidden" style={{ height: FRAME_HEIGHT * scale }}>
            <iframe
              title={text.frameTitle(preview.data.path)}
              srcDoc={preview.data.html}
              // No scripts, no forms, no navigation out of the frame: the page is only looked at. It
              // keeps the admin's origin so its stylesheet (asked for with CORS) loads; without
              // scripts, that origin lends the page nothing it could use.
              sandbox="allow-same-origin"
              width={WIDTHS[width]}
              height={FRAME_HEIGHT}
              style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}
              className="max-w-none rounded-md border border-ink-800 bg-white"
            />
          </div>
        </div>
      ) : null}
    </Panel>
  );
}
