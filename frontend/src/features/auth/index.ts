/** The auth feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export type { AuthUser } from './amplify';
export { adminSessionQuery } from './api';
export { AuthGate } from './components/auth-gate';
export { TwoFactorSettings } from './components/two-factor-settings';
export { useSignOut } from './use-sign-out';
