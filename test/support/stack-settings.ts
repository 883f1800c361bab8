import { localSettings } from '../../infra/local/settings';

/** The integration tests' own stack: its own ports and data, so `npm start` can run beside them. */
export const testSettings = localSettings({ PORT: '3300', DATA_DIR: '.data/test-integration' });
