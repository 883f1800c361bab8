import { adminBlogText } from '../texts';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-medium';

/** Published / Draft and Featured (docs/SPEC.md §2). */
export function StatusBadges({ isPublished, isFeatured }: { isPublished: boolean; isFeatured: boolean }) {
  const { published, draft, featured } = adminBlogText.badges;
  return (
    <ul aria-label="Status" className="flex flex-wrap gap-2">
      <li
        className={`${badge} ${isPublished ? 'bg-emerald-900/60 text-emerald-200 ring-1 ring-emerald-700/60' : 'bg-ink-800 text-parchment-300 ring-1 ring-ink-700'}`}
      >
        {isPublished ? published : draft}
      </li>
      {isFeatured ? <li className={`${badge} bg-ember-600 text-white`}>{featured}</li> : null}
    </ul>
  );
}
