/** The books feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { BookGrid } from './components/book-grid';
export { BookPageView } from './components/book-page-view';
export { bookPageProps, type BookPageProps } from './book-page-props';
