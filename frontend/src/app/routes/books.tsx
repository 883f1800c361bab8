import { booksPageDescription } from '@content/page-table';
import { uiText } from '@content/ui-text';
import { ListPageBody } from '../../components/list-page';
import { PageMeta } from '../../components/page-meta';
import { BookGrid } from '@frontend/features/books';
import { useHomePage, usePageMeta, usePublishedSite } from '@frontend/lib/site-content';

export function BooksPage() {
  const { content, hasFile, onSale } = usePublishedSite();
  const { booksIntro } = useHomePage();
  const meta = {
    ...usePageMeta()['/books'],
    description: booksPageDescription(content.books.length, content.author.name),
  };
  return (
    <ListPageBody
      text={{ heading: uiText.books.heading, intro: booksIntro }}
      size="large"
      meta={<PageMeta meta={meta} />}
    >
      <BookGrid books={content.books} hasFile={hasFile} onSale={onSale} />
    </ListPageBody>
  );
}
