import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { textLinkStyle } from '@frontend/components/buttons';
import { LoadError } from '@frontend/components/load-error';
import { ApiError } from '@frontend/lib/api';
import {
  newsletterQuery,
  NewsletterEditor,
  SentNewsletter,
  newsletterText as text,
} from '@frontend/features/newsletters';

/** `/admin/newsletters/new` and `/admin/newsletters/{id}`: a draft's editor, or a sent newsletter's report. */
export function Component() {
  const { id } = useParams();
  return id ? <Newsletter key={id} id={id} /> : <NewsletterEditor />;
}

function Newsletter({ id }: { id: string }) {
  const newsletter = useQuery(newsletterQuery(id));
  if (newsletter.isPending) {
    return (
      <p aria-busy="true" aria-live="polite" className="py-10 text-center text-parchment-400">
        {text.loading}
      </p>
    );
  }
  if (newsletter.isError) {
    if (newsletter.error instanceof ApiError && newsletter.error.status === 404) {
      return (
        <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 p-6">
          <p className="text-parchment-200">{text.editor.notFound}</p>
          <Link to="/admin/newsletters" className={`mt-3 inline-block text-sm ${textLinkStyle}`}>
            {text.editor.back}
          </Link>
        </div>
      );
    }
    return (
      <LoadError
        title={text.loadError}
        detail={newsletter.error.message}
        onRetry={() => void newsletter.refetch()}
        retrying={newsletter.isFetching}
      />
    );
  }
  const { status } = newsletter.data;
  return status === 'draft' || status === 'scheduled' ? (
    <NewsletterEditor original={newsletter.data} />
  ) : (
    <SentNewsletter newsletter={newsletter.data} />
  );
}
