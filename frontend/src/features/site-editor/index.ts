/** The site editor's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { LaunchChecklist } from './components/launch-checklist';
export { NewBookPage, NewStoryPage, PieceEditorPage, PieceNotFound, pieceRefOf } from './components/piece-editor-page';
export { PieceHistoryPage, PieceVersionPage } from './components/piece-history';
export { SiteOverviewPage } from './components/site-overview';
