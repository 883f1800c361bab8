import { enforceLocalIam, localIamOn } from '../../infra/local/iam-policies';
import { applyLocalEnvironment, cognitoEnvironment } from '../../infra/local/settings';
import { deps } from '../../functions/lib/deps';
import { markFileStart } from './mail-store';
import { testSettings } from './stack-settings';
import { testCognito } from './tokens';

process.env.LOG_LEVEL ??= 'silent';
// Runs before each file (the worker's files share its modules): mail reads start from here.
markFileStart();
applyLocalEnvironment(testSettings);
Object.assign(process.env, cognitoEnvironment(testCognito()));
// The handlers' AWS calls as their functions' synthesized IAM policies allow (infra/local/iam-guard.ts),
// unless LOCAL_IAM=off.
if (localIamOn())
  // A function's own table, bucket and configuration sets are those its deps name now (a test may point them elsewhere).
  await enforceLocalIam(testSettings, () => ({
    tableName: deps().table,
    ebookBucket: deps().ebookBucket,
    mediaBucket: deps().mediaBucket,
    siteBucket: deps().siteBucket,
    configurationSet: deps().mailConfigurationSet,
    engagementConfigurationSet: deps().mailEngagementConfigurationSet,
  }));
