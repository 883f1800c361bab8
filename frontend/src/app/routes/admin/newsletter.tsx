import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { AdminLoading } from '@frontend/components/admin-list';
import { NotFoundNotice } from '@frontend/components/not-found-notice';
import { QueryState } from '@frontend/components/query-state';
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
      error={text.loadError}
      notFound={
        <NotFoundNotice message={text.editor.notFound} back={{ to: '/admin/newsletters', label: text.editor.back }} />
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
