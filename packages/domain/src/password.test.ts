import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, isPasswordValid, passwordIssues, passwordSchema, passwordStrength, passwordsMatch } from './password';

describe('passwordIssues', () => {
  it('accepts a password meeting every rule', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordIssues('Velo2024!')).toEqual([]);
    expect(isPasswordValid('Velo2024!')).toBe(true);
  });

  it('reports each failed rule', () => {
    expect(passwordIssues('Ve1!')).toEqual(['too_short']);
    expect(passwordIssues('Velo2024')).toEqual(['missing_special']);
    expect(passwordIssues('Velo!velo')).toEqual(['missing_digit']);
    expect(passwordIssues('velo2024!')).toEqual(['missing_uppercase']);
    expect(passwordIssues('')).toEqual(['too_short', 'missing_digit', 'missing_special', 'missing_uppercase']);
    expect(isPasswordValid('velo2024!')).toBe(false);
  });

  it('treats the minimum length as inclusive', () => {
    expect(passwordIssues('Abcde1!x')).toEqual([]);
    expect(passwordIssues('Abcd1!x')).toEqual(['too_short']);
  });

  it('is Unicode aware', () => {
    // Accented letters and spaces are not special characters; punctuation and emoji are.
    expect(passwordIssues('Élève 2024')).toEqual(['missing_special']);
    expect(passwordIssues('Élève 2024€')).toEqual([]);
    expect(passwordIssues('ÉLÈVE2024🚲')).toEqual([]);
    // A decomposed accent (e + combining acute) is still a letter.
    expect(passwordIssues('Ele\u0301ve2024')).toEqual(['missing_special']);
    // One emoji counts as one character.
    expect(passwordIssues('A1🚲🚲🚲🚲🚲')).toEqual(['too_short']);
  });
});

describe('passwordStrength', () => {
  it('is weak when any rule fails', () => {
    expect(passwordStrength('velo2024!velo2024!')).toBe('weak');
  });

  it('is medium when rules pass but the password is short', () => {
    expect(passwordStrength('Velo2024!')).toBe('medium');
    expect(passwordStrength('VELO2024!ABC')).toBe('medium');
  });

  it('is strong from 12 characters with a lowercase letter, or from 16 characters', () => {
    expect(passwordStrength('Velo2024!abc')).toBe('strong');
    expect(passwordStrength('Velo2024!ab')).toBe('medium');
    expect(passwordStrength('VELO2024!ABCDEFG')).toBe('strong');
    expect(passwordStrength('VELO2024!ABCDEF')).toBe('medium');
  });
});

describe('passwordsMatch', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('Velo2024!', 'Velo2024!')).toBe(true);
    expect(passwordsMatch('Velo2024!', 'velo2024!')).toBe(false);
  });
});

describe('passwordSchema', () => {
  it('passes a valid password through', () => {
    expect(passwordSchema.parse('Velo2024!')).toBe('Velo2024!');
  });

  it('returns one issue per failed rule with the code as message', () => {
    const result = passwordSchema.safeParse('velo');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'too_short',
      'missing_digit',
      'missing_special',
      'missing_uppercase',
    ]);
  });

  it('rejects overly long input', () => {
    expect(passwordSchema.safeParse(`Aa1!${'x'.repeat(200)}`).success).toBe(false);
  });
});
