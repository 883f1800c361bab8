/** The house-hippo feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { Contest } from './components/contest';
