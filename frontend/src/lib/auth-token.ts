/**
 * The seam between the API client and whatever signs the author in. The admin chunk registers
 * a provider backed by Amplify; reader pages never do, so they never load Amplify.
 */
export type AccessTokenProvider = () => Promise<string | null>;

let provider: AccessTokenProvider | null = null;

export function setAccessTokenProvider(next: AccessTokenProvider | null): void {
  provider = next;
}

export async function getAccessToken(): Promise<string | null> {
  return provider ? provider() : null;
}
