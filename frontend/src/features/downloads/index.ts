/** The downloads feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { voraciousReadersQuery } from './api';
export { BulkSendCard } from './components/bulk-send-card';
export { FreeEbookSend } from './components/free-ebook-send';
export { EmailPreview } from './components/email-preview';
export { SharedLinkCard } from './components/shared-link-card';
export { SubscriberActions } from './components/subscriber-actions';
export { SummaryCard } from './components/summary-card';
export type { SubscriberList } from './components/summary-card';
export { sendEmailsText } from './send-emails-texts';
