/** The newsletters feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { newsletterQuery } from './api';
export { NewsletterEditor } from './components/newsletter-editor';
export { NewsletterList, NEW_NEWSLETTER_PATH } from './components/newsletter-list';
export { MailHealthPanel } from './components/mail-health-panel';
export { SentNewsletter } from './components/sent-newsletter';
export { newsletterText } from './texts';
