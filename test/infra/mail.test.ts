/* eslint-disable @typescript-eslint/no-explicit-any -- the synthesized CloudFormation template is untyped JSON */
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFRONT_HOSTED_ZONE_ID } from '../../infra/stack';
import { REGION, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };
const values = (template: ReturnType<typeof synth>['template'], type: string) =>
  Object.values(template.findResources(type)) as Resource[];
const outputs = (s: ReturnType<typeof synth>) =>
  Object.fromEntries(Object.entries(s.template.findOutputs('*')).map(([k, v]) => [k, s.stack.resolve(v.Value)]));
/** SES_MAX_SEND_RATE of every site function (those with TABLE_NAME; not CDK's deployment Lambda). */
const sendRates = (s: ReturnType<typeof synth>) =>
  new Set(
    values(s.template, 'AWS::Lambda::Function')
      .filter((f) => f.Properties.Environment?.Variables?.TABLE_NAME)
      .map((f) => f.Properties.Environment.Variables.SES_MAX_SEND_RATE),
  );
/** Every IAM statement that grants ses:SendEmail. */
const sendStatements = (s: ReturnType<typeof synth>) =>
  values(s.template, 'AWS::IAM::Policy')
    .flatMap((p) => p.Properties.PolicyDocument.Statement)
    .filter((st: any) => [st.Action].flat().includes('ses:SendEmail'));
const nagViolations = (s: ReturnType<typeof synth>) =>
  new AwsSolutionsChecks(s.app, { verbose: true }).validateScope(s.app).violations.map((v) => v.ruleName);

describe('email a new account can send', () => {
  let sandbox: ReturnType<typeof synth>;
  beforeAll(() => {
    sandbox = synth();
  }, 60_000);

  it('creates the identity with a custom MAIL FROM subdomain, so SPF aligns with the From domain', () => {
    const [identity] = values(sandbox.template, 'AWS::SES::EmailIdentity');
    expect(identity!.Properties.EmailIdentity).toBe('example.com');
    expect(identity!.Properties.MailFromAttributes).toEqual({
      MailFromDomain: 'mail.example.com',
      BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
    });
  });

  it('outputs the DKIM, MAIL FROM (MX, SPF) and DMARC records to publish', () => {
    const out = outputs(sandbox);
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['SesDkimRecord1', 'SesDkimRecord2', 'SesDkimRecord3']));
    expect(out.SesMailFromMxRecord).toBe(`mail.example.com MX 10 feedback-smtp.${REGION}.amazonses.com`);
    expect(out.SesMailFromSpfRecord).toBe('mail.example.com TXT "v=spf1 include:amazonses.com ~all"');
    expect(out.SesDmarcRecord).toBe('_dmarc.example.com TXT "v=DMARC1; p=none"');
    expect(out.SesMailFromCommand).toBeUndefined();
  });

  it('in the sandbox, grants sending to the verified recipients too, which SES authorizes each send against', () => {
    const sends = sendStatements(sandbox);
    expect(sends.length).toBeGreaterThan(0);
    for (const st of sends)
      expect(JSON.stringify(sandbox.stack.resolve(st.Resource))).toContain(`:ses:${REGION}:123456789012:identity/*`);
  });

  it('sends 1 email a second while the account is in the SES sandbox (the default)', () => {
    expect(sendRates(sandbox)).toEqual(new Set(['1']));
    expect(outputs(sandbox).SesSendRate).toBe('1');
  });

  describe('out of the sandbox, with an SES identity the account already has', () => {
    let s: ReturnType<typeof synth>;
    beforeAll(() => {
      s = synth({
        sesSandbox: false,
        useExistingSesIdentity: true,
        mailFromSubdomain: 'bounce',
        dmarcReportAddress: 'reports@example.com',
      });
    }, 60_000);

    it('sends at the usual starting rate, or the one set', () => {
      expect(sendRates(s)).toEqual(new Set(['14']));
      expect(sendRates(synth({ sesSandbox: true, sesMaxSendRate: 3 }))).toEqual(new Set(['3']));
    });

    it('does not create the identity, grants sending on the existing one, and says how to set its MAIL FROM', () => {
      expect(values(s.template, 'AWS::SES::EmailIdentity')).toEqual([]);
      const sends = sendStatements(s);
      expect(sends.length).toBeGreaterThan(0);
      for (const st of sends) {
        expect(JSON.stringify(s.stack.resolve(st.Resource))).toContain(':identity/example.com');
        expect(JSON.stringify(s.stack.resolve(st.Resource))).not.toContain(':identity/*');
      }
      const out = outputs(s);
      expect(Object.keys(out).filter((k) => k.startsWith('SesDkimRecord'))).toEqual([]);
      expect(out.SesMailFromCommand).toBe(
        'aws sesv2 put-email-identity-mail-from-attributes --email-identity example.com --mail-from-domain bounce.example.com --behavior-on-mx-failure USE_DEFAULT_VALUE',
      );
      expect(out.SesMailFromMxRecord).toMatch(/^bounce\.example\.com MX 10 /);
      expect(out.SesDmarcRecord).toBe('_dmarc.example.com TXT "v=DMARC1; p=none; rua=mailto:reports@example.com"');
    });

    it('stays free of unacknowledged cdk-nag findings', () => {
      expect(nagViolations(s)).toEqual([]);
    });
  });
});

describe('the site on its own domain and www', () => {
  let s: ReturnType<typeof synth>;
  beforeAll(() => {
    s = synth({
      domainName: 'author.example.org',
      alternateDomainNames: ['www.author.example.org'],
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    });
  }, 60_000);

  it('serves both names and outputs the alias record of each', () => {
    const [distribution] = values(s.template, 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties.DistributionConfig.Aliases).toEqual([
      'author.example.org',
      'www.author.example.org',
      'admin.author.example.org',
    ]);
    const out = outputs(s);
    const target = s.stack.resolve(s.stack.site.distribution.distributionDomainName);
    expect(out.SiteDnsRecord).toEqual({
      'Fn::Join': [
        '',
        ['author.example.org A ALIAS ', target, ` (hosted zone ${CLOUDFRONT_HOSTED_ZONE_ID}); same for AAAA`],
      ],
    });
    expect(out.SiteDnsRecordAlternate1).toEqual({
      'Fn::Join': [
        '',
        ['www.author.example.org A ALIAS ', target, ` (hosted zone ${CLOUDFRONT_HOSTED_ZONE_ID}); same for AAAA`],
      ],
    });
    expect(out.SiteUrl).toBe('https://author.example.org');
  });
});
