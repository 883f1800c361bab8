/** The mailing-list feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { DreamTeamSignupForm } from './components/dream-team-signup-form';
export { SignupPageForm } from './components/signup-page-form';
