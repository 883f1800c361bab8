import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * What API Gateway's JWT authorizer does before an admin route runs: the bearer token must be
 * signed by the pool's key, issued by the pool, meant for the site's client, and not expired.
 * Group membership is checked afterwards by the handler middleware, as in the cloud.
 */
export interface JwtAuthorizerOptions {
  issuer: string;
  clientId: string;
}

export type JwtAuthorizer = (authorization: string | undefined) => Promise<JWTPayload | null>;

export function jwtAuthorizer({ issuer, clientId }: JwtAuthorizerOptions): JwtAuthorizer {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (authorization) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] });
      // Access tokens name the client in client_id, ID tokens in aud: API Gateway accepts either.
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.includes(clientId) ? payload : null;
    } catch {
      return null;
    }
  };
}

/** API Gateway hands claims to the Lambda as strings; arrays become "[a b]". */
export function claimsAsApiGatewayPassesThem(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}
