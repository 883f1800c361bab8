import { Link } from 'react-router-dom';
import { textLinkStyle } from './buttons';

/** An admin screen's "there is no such one" (renamed, removed, never made): said, with the way back to its list. */
export function NotFoundNotice({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 p-6">
      <p className="text-parchment-200">{message}</p>
      <Link to={back.to} className={`mt-3 inline-block text-sm ${textLinkStyle}`}>
        {back.label}
      </Link>
    </div>
  );
}
