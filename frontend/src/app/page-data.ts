import { createContext } from 'react';
import type { BookPageProps } from '@frontend/features/books';

/**
 * The props of a page made from the catalogue (a book's page), given by whoever renders it: the
 * build's prerender (frontend/scripts/prerender.ts, through entry-prerender.tsx) today. The page's
 * view draws them and reads no catalogue of its own, so a function can render it from the table.
 */
export type PageData = BookPageProps;

export const PageDataContext = createContext<PageData | undefined>(undefined);
