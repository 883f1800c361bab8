import { applyLocalEnvironment } from '../../infra/local/settings';
import { testSettings } from './stack-settings';

process.env.LOG_LEVEL ??= 'silent';
applyLocalEnvironment(testSettings);
