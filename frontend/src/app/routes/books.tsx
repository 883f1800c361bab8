import { books } from '@content/books';
import { uiText } from '@content/ui-text';
import { ListPage } from '../../components/list-page';
import { BookGrid } from '@frontend/features/books';

export function BooksPage() {
  return (
    <ListPage path="/books" text={uiText.books} size="large">
      <BookGrid books={books} />
    </ListPage>
  );
}
