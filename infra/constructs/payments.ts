import { RemovalPolicy } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * Buy Direct's Stripe credentials: the secret API key and the webhook endpoint's
 * signing secret, each a Secrets Manager secret created empty. No value in the template (an update
 * would put it back over the real one, and the repo never holds it): the deployer stores both
 * after deploy (outputs StripeSecretKeyArn, StripeWebhookSecretArn); until then checkout answers
 * "not open yet" (functions/lib/deps.ts reads a secret without a value as not configured).
 */
export class Payments extends Construct {
  readonly secretKey: secretsmanager.Secret;
  readonly webhookSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const empty = (name: string, description: string) => {
      const secret = new secretsmanager.Secret(this, name, { description, removalPolicy: RemovalPolicy.RETAIN });
      // CDK generates a random value when none is given; CloudFormation creates an empty secret without one.
      (secret.node.defaultChild as secretsmanager.CfnSecret).generateSecretString = undefined;
      return secret;
    };
    this.secretKey = empty(
      'StripeSecretKey',
      'Stripe secret API key (sk_live_… or a restricted rk_live_…). Set after deploy; never in the repo.',
    );
    this.webhookSecret = empty(
      'StripeWebhookSecret',
      'Signing secret (whsec_…) of the Stripe webhook endpoint /api/sales/stripe-webhook. Set after deploy; never in the repo.',
    );
  }
}
