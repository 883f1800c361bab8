import { Secret, TOTP } from 'otpauth';

/** The 6-digit code an authenticator app shows for a Cognito TOTP secret (RFC 6238: SHA-1, 30 s). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}
