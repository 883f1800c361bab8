import { enforceLocalIam } from '../../infra/local/iam-policies';
import { applyLocalEnvironment } from '../../infra/local/settings';
import { testSettings } from './stack-settings';

process.env.LOG_LEVEL ??= 'silent';
applyLocalEnvironment(testSettings);
// The handlers' AWS calls as their functions' synthesized IAM policies allow (written by the global setup's stack).
await enforceLocalIam(testSettings);
