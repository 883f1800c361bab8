import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textLinkStyle } from '@frontend/components/buttons';
import { readerText } from '../texts';
import { READERS_PATH } from './reader-search';

/** A page under /admin/readers (add, import): the way back, its heading, its content. */
export function ReaderSubpage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <Link to={READERS_PATH} className={`text-sm ${textLinkStyle}`}>
        {readerText.record.back}
      </Link>
      <h2 id={id} className="font-display text-2xl text-parchment-100">
        {title}
      </h2>
      {children}
    </section>
  );
}
