import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { textLinkStyle } from '@frontend/components/buttons';
import { AdminLoading } from '@frontend/components/admin-list';
import { QueryLoadError, QueryState } from '@frontend/components/query-state';
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
  return (
    <QueryState
      query={newsletter}
      pending={<AdminLoading>{text.loading}</AdminLoading>}
      error={(error) =>
        error instanceof ApiError && error.status === 404 ? (
          <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 p-6">
            <p className="text-parchment-200">{text.editor.notFound}</p>
            <Link to="/admin/newsletters" className={`mt-3 inline-block text-sm ${textLinkStyle}`}>
              {text.editor.back}
            </Link>
          </div>
        ) : (
          <QueryLoadError query={newsletter} title={text.loadError} />
        )
      }
    >
      {(letter) =>
        letter.status === 'draft' || letter.status === 'scheduled' ? (
          <NewsletterEditor original={letter} />
        ) : (
          <SentNewsletter newsletter={letter} />
        )
      }
    </QueryState>
  );
}
