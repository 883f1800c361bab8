/** The dream-team feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { DreamTeamHeader } from './components/dream-team-header';
export { DreamTeamPanel } from './components/dream-team-panel';
export { ProgramGuidelines } from './components/program-guidelines';
export { RoleCards } from './components/role-cards';
export { useDreamTeamPage } from './use-dream-team-page';
