/** The readers feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { AddReaderForm } from './components/add-reader-form';
export { ImportReaders } from './components/import-readers';
export { ReaderRecord } from './components/reader-record';
export { READERS_PATH, ReaderSearch } from './components/reader-search';
export { ReaderSubpage } from './components/reader-subpage';
export { readerText } from './texts';
