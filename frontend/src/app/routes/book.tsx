import { use } from 'react';
import { BookPageView } from '@frontend/features/books';
import { NotFoundScreen } from '../../components/not-found';
import { PageDataContext } from '../page-data';

/** `/books/{slug}`: a book's page, drawn from the props its renderer gives (the 404 screen given none). */
export function BookPage() {
  const props = use(PageDataContext);
  return props ? <BookPageView {...props} /> : <NotFoundScreen />;
}
