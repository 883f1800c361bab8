/**
 * Issue 26, item 1: locally, each function's AWS clients refuse any call its synthesized IAM
 * policy does not allow (as IAM does in the cloud), so a handler that needs a grant its function
 * lacks fails here. The policies are the stack's own, synthesized for the local names.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { asLocalFunction } from '../../functions/lib/deps';
import { currentFunction, policyForRoute, refusals, runAsFunction } from '../../infra/local/iam-guard';
import { enforceLocalIam, localIamPolicies } from '../../infra/local/iam-policies';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';
import { randomClient, uniqueEmail } from './mailing-list-helpers';

// On in this file's worker before any client is built, even with LOCAL_IAM=off (it is on by default for npm start and every test).
await enforceLocalIam(testSettings);

const signUp = () =>
  invoke('mailingListSignup', { body: { email: uniqueEmail('iam'), source: 'signup_page' }, sourceIp: randomClient() });
const MAIL_IDENTITY = `arn:aws:ses:${testSettings.region}:000000000000:identity/${testSettings.mailFrom.split('@')[1]}`;

describe('local IAM', () => {
  it('runs a route as its function: the calls its synthesized policy allows go through', async () => {
    const before = refusals.length;
    const reply = await signUp();
    expect(reply.status, reply.text).toBeLessThan(300);
    expect(refusals.slice(before)).toEqual([]);
  });

  it('refuses a call the function lacks the grant for: its sign-up without ses:SendEmail', async () => {
    const policy = policyForRoute(await localIamPolicies(testSettings), routes.mailingListSignup);
    const withoutMail = {
      ...policy,
      statements: policy.statements.filter((st) => !st.actions.includes('ses:SendEmail')),
    };
    expect(withoutMail.statements.length).toBeLessThan(policy.statements.length);
    const before = refusals.length;
    const reply = await runAsFunction(withoutMail, signUp);
    expect(refusals.slice(before)).toEqual([
      { function: policy.name, check: { action: 'ses:SendEmail', resource: MAIL_IDENTITY } },
    ]);
    // The send is the sign-up's work after its reply, which the reply never depends on: the
    // refusal fails that work (run as the same function), and the reply is the one every sign-up gets.
    expect(reply.status, reply.text).toBe(200);
  });

  it('refuses a table write to a function whose policy only reads the table', async () => {
    const policy = policyForRoute(await localIamPolicies(testSettings), routes.mailingListSignup);
    const readOnly = {
      ...policy,
      statements: policy.statements.map((st) => ({
        ...st,
        actions: st.actions.filter((a) => !/^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a)),
      })),
    };
    const before = refusals.length;
    const reply = await runAsFunction(readOnly, signUp);
    expect(refusals.slice(before).map((r) => r.check.action)).toContainEqual(
      expect.stringMatching(/^dynamodb:(PutItem|UpdateItem)$/),
    );
    // The per-client limit's write, before the reply, is refused too.
    expect(reply.status).toBeGreaterThanOrEqual(400);
  });

  it('runs the bulk email worker, which an admin route starts in this process, as its own function', async () => {
    const admin = policyForRoute(await localIamPolicies(testSettings), routes.sendNewsletter);
    const runsAs = runAsFunction(admin, () => asLocalFunction('bulkEmailWorker', () => currentFunction()?.name));
    expect(runsAs).toMatch(/^BackgroundBulkEmailWorkerFn/);
  });
});
