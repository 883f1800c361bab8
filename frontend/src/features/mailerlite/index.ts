/** The mailerlite feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { MailerLitePanel } from './components/mailerlite-panel';
