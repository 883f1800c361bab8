import { StatusText } from '@frontend/components/status-text';
import { ApiError } from '@frontend/lib/api';

/** A failed call's message and, for a refused upload, EPUBCheck's findings in words: one alert. */
export function ErrorWithIssues({ error }: { error: Error | null }) {
  if (!error) return null;
  const issues = error instanceof ApiError ? (error.issues ?? []) : [];
  return (
    <div role="alert" className="space-y-2 text-sm">
      <p>
        <StatusText tone="error">{error.message}</StatusText>
      </p>
      {issues.length ? (
        <ul className="list-disc space-y-1 pl-6 text-red-300">
          {issues.map((issue, i) => (
            <li key={i} className="break-words">
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
