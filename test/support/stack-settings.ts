import { localSettings } from '../../infra/local/settings';

/**
 * The integration tests' own stack: its own ports and data, so `npm start` can run beside them.
 * TEST_PORT moves it, so that two test runs on one machine do not collide.
 */
const port = process.env.TEST_PORT ?? '3300';
// The author's password is ready to use (LOCAL_ADMIN_READY): tests that walk the first sign-in invite their own users.
export const testSettings = localSettings({ PORT: port, DATA_DIR: `.data/test-integration-${port}`, TABLE_IN_MEMORY: 'true', LOCAL_ADMIN_READY: 'true' });
