/** The arc feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { Applications } from './components/applications';
export { ArcRoundPage } from './components/arc-round';
export { ArcRounds } from './components/arc-rounds';
export { Books } from './components/books';
export { LeakLookup } from './components/leak-lookup';
