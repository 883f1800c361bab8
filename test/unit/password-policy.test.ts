import { describe, expect, it } from 'vitest';
import { passwordPolicyRefusal, passwordPolicyText } from '../../functions/contract/password-policy';

describe('the password policy (one declaration for the user pool, the local pool and the form)', () => {
  it('reads as a sentence', () => {
    expect(passwordPolicyText()).toBe(
      'At least 12 characters, with a lowercase letter, an uppercase letter, a digit and a symbol such as ! @ # $ % & *.',
    );
  });

  it('names what a password lacks, and accepts one that meets it', () => {
    expect(passwordPolicyRefusal('short')).toBe(
      'The password needs at least 12 characters, an uppercase letter, a digit and a symbol such as ! @ # $ % & *.',
    );
    expect(passwordPolicyRefusal('longenoughpassword1!')).toBe('The password needs an uppercase letter.');
    expect(passwordPolicyRefusal(' Leading-Space-1')).toBe('The password may not start or end with a space.');
    expect(passwordPolicyRefusal('Quiet-Harbour-Lamp-7!')).toBeNull();
    expect(passwordPolicyRefusal('Inner space Ok 7')).toBeNull();
  });
});
