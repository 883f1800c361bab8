/** Shared values of the e2e specs: the seeded author account (see infra/local/settings.ts). */
export const ADMIN_EMAIL = process.env.LOCAL_ADMIN_EMAIL ?? 'author@example.com';
export const ADMIN_PASSWORD = process.env.LOCAL_ADMIN_PASSWORD ?? 'Author-Local-Pass-1!';

/**
 * Strings that occur only in the Amplify/Cognito sign-in code (checked against the built admin
 * chunk by admin-isolation.spec.ts): a reader page must download none of them.
 */
export const AMPLIFY_MARKERS = ['USER_PASSWORD_AUTH', 'AWSCognitoIdentityProviderService', 'cognito-idp'];
