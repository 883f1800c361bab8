/** A table's head: one column heading (`scope="col"`) per label, styled as the table wants. */
export function ColumnHeads({
  labels,
  className,
  cellClassName,
}: {
  labels: readonly string[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
