import { applyLocalEnvironment } from '../../infra/local/settings';
import { testSettings } from './stack-settings';

process.env.LOG_LEVEL ??= 'silent';
applyLocalEnvironment(testSettings);
// LOCAL_IAM=on: the handlers' AWS calls as their functions' synthesized IAM policies allow (infra/local/iam-guard.ts).
if (process.env.LOCAL_IAM === 'on')
  await (await import('../../infra/local/iam-policies')).enforceLocalIam(testSettings);
