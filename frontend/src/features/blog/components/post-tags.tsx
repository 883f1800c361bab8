/** A post's tags as a labelled list of small chips. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs text-parchment-300 ring-1 ring-ink-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
