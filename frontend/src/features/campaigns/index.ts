/** The campaigns feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { campaignQuery } from './api';
export { CampaignEditor } from './components/campaign-editor';
export { CampaignList, NEW_CAMPAIGN_PATH } from './components/campaign-list';
export { MailHealthPanel } from './components/mail-health-panel';
export { SentCampaign } from './components/sent-campaign';
export { campaignText } from './texts';
