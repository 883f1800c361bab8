/* eslint-disable @typescript-eslint/no-explicit-any -- the synthesized CloudFormation template is untyped JSON */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods, EDGE, type EdgeBehaviour, type EdgeDeclaration } from '../../infra/edge/declaration';
import { edgeFunctionCode, MAX_FUNCTION_BYTES } from '../../infra/edge/functions';
import { sitePaths } from '../../infra/site-routing';
import { changedEdge } from '../support/changed-edge';
import { fakeFrontendBuild, REGION, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };
const entries = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];
const distributionOf = (template: Template) =>
  entries(template, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;

/** The template's behaviours in CloudFront's order, the default last, beside the declaration's. */
function pairs(config: any, edge: EdgeDeclaration): [EdgeBehaviour, any][] {
  const declared = [...edge.behaviours, edge.defaultBehaviour];
  const synthesized = [...(config.CacheBehaviors ?? []), config.DefaultCacheBehavior];
  expect(synthesized.map((b: any) => b.PathPattern ?? '*')).toEqual(declared.map((b) => b.pathPattern));
  return declared.map((b, i) => [b, synthesized[i]]);
}

describe('the distribution built from the edge declaration', () => {
  const frontendDir = fakeFrontendBuild();
  let s: ReturnType<typeof synth>;
  beforeAll(() => {
    s = synth({ frontendDir });
  }, 120_000);

  it('has the declared behaviours in order, each redirecting http to https, with its methods, compression and functions', () => {
    const config = distributionOf(s.template);
    const functionIds = new Map(
      entries(s.template, 'AWS::CloudFront::Function').map(([id, fn]) => [id, fn.Properties.Name]),
    );
    for (const [declared, behaviour] of pairs(config, EDGE)) {
      expect(behaviour.ViewerProtocolPolicy, declared.pathPattern).toBe('redirect-to-https');
      expect(behaviour.Compress, declared.pathPattern).toBe(declared.compress);
      expect([...behaviour.AllowedMethods].sort()).toEqual(allowedMethods(declared).sort());
      const associated = (behaviour.FunctionAssociations ?? []).map((f: any) => [
        f.EventType,
        f.FunctionARN['Fn::GetAtt'][0],
      ]);
      const expected = [
        ...(declared.viewerRequest ? [['viewer-request', declared.viewerRequest]] : []),
        ...(declared.viewerResponse ? [['viewer-response', declared.viewerResponse]] : []),
      ];
      expect(associated.map(([type]: string[]) => type)).toEqual(expected.map(([type]) => type));
      associated.forEach(([, id]: [string, string], i: number) => {
        expect(functionIds.has(id)).toBe(true);
        expect(id.toLowerCase()).toContain(expected[i]![1]!.toLowerCase());
      });
    }
  });

  it('deploys exactly the functions’ source code, under CloudFront’s 10 KB', () => {
    const paths = sitePaths(frontendDir);
    const fns = entries(s.template, 'AWS::CloudFront::Function');
    expect(fns).toHaveLength(3);
    for (const [id, fn] of fns) {
      const name = (['siteRequest', 'siteResponse', 'apiRequest'] as const).find((f) =>
        id.toLowerCase().includes(f.toLowerCase()),
      )!;
      expect(fn.Properties.FunctionCode, id).toBe(edgeFunctionCode(name, EDGE, paths));
      expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      expect(Buffer.byteLength(fn.Properties.FunctionCode)).toBeLessThan(MAX_FUNCTION_BYTES);
    }
  });

  it('maps no error to the 404 page: the API and the function pages keep their own 404 replies', () => {
    expect(distributionOf(s.template).CustomErrorResponses).toBeUndefined();
  });

  it('deploys hashed assets immutable and everything else (HTML, config.json) revalidated, assets first', () => {
    const deployments = entries(s.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const [hashedId, hashed] = deployments.find(([, d]) => d.Properties.Include)!;
    const [, rest] = deployments.find(([, d]) => !d.Properties.Include)!;
    expect(hashed.Properties).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: false,
    });
    expect(hashed.Properties.DistributionPaths).toBeUndefined();
    expect(rest.Properties).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
      Prune: false,
    });
    // The build and config.json.
    expect(rest.Properties.SourceObjectKeys).toHaveLength(2);
    expect(rest.DependsOn).toContain(hashedId);
  });

  it('names account-wide resources with the region, so the stack deploys in two regions', () => {
    const named = [
      ...entries(s.template, 'AWS::CloudFront::ResponseHeadersPolicy').map(
        ([, r]) => r.Properties.ResponseHeadersPolicyConfig.Name,
      ),
      ...entries(s.template, 'AWS::CloudFront::OriginAccessControl').map(
        ([, r]) => r.Properties.OriginAccessControlConfig.Name,
      ),
      ...entries(s.template, 'AWS::CloudFront::CachePolicy').map(([, r]) => r.Properties.CachePolicyConfig.Name),
    ];
    // The two header policies, the site's and the media bucket's origin access, the function pages' cache policy.
    expect(named).toHaveLength(5);
    // The two response headers policies (infra/security-headers.ts) need names of their own.
    expect(new Set(named.slice(0, 2).map((name) => JSON.stringify(name))).size).toBe(2);
    for (const name of named) expect(JSON.stringify(name)).toContain(REGION);
  });
});

describe('a changed edge declaration', () => {
  it('changes the distribution: a behaviour, a response header and an error mapping added in it appear in the template', () => {
    const edge = changedEdge();
    const { template } = synth({ edge });
    const config = distributionOf(template);
    pairs(config, edge);
    expect(config.CacheBehaviors.find((b: any) => b.PathPattern === '/probe/*')).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const [, policy] = entries(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    expect(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toContainEqual({
      Header: 'x-edge-probe',
      Value: 'on',
      Override: true,
    });
    expect(config.CustomErrorResponses).toEqual([
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 0 },
    ]);
  }, 120_000);
});
