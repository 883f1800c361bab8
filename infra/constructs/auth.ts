import { RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '../../functions/contract/constants';
import { PASSWORD_POLICY } from '../../functions/contract/password-policy';

/**
 * The author's sign-in: a user pool nobody can sign up to (the engineer creates the author's
 * account, see the stack output), an `admin` group, and a public client for the browser.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...PASSWORD_POLICY },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      // The author's account lives here: neither a stack deletion nor a console click removes it.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'The author: may call every admin API route.',
    });

    // Amplify signs in with SRP in the cloud; USER_PASSWORD_AUTH is what the local Cognito
    // emulator supports, kept here so the same frontend code works against both.
    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      // The site signs in through the API above, never through the hosted UI: without this CDK
      // enables the implicit and code grants with an https://example.com callback.
      disableOAuth: true,
      preventUserExistenceErrors: true,
    });
  }
}
