import * as schemaLimits from '../openapi/limits.ts';

/** The contract's Password (openapi/schemas/auth.yaml): what any password must be, registration's too. */
export const PASSWORD = {
  minLength: schemaLimits.Password.minLength,
  maxLength: schemaLimits.Password.maxLength,
  /** No spaces: the contract's pattern. */
  pattern: new RegExp(schemaLimits.Password.pattern),
} as const;

/**
 * SPEC §5: a new password (reset, account change) has at least the contract's minimum length with a digit,
 * an uppercase and a lowercase letter, and no spaces. The server refuses a weaker one; the form lists each
 * rule as it is met. Registration only asks for the contract's Password.
 */
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= PASSWORD.minLength,
  digit: (p: string) => /\d/.test(p),
  uppercase: (p: string) => /[A-Z]/.test(p),
  lowercase: (p: string) => /[a-z]/.test(p),
  noSpaces: (p: string) => p.length > 0 && !/\s/.test(p),
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULES;

export const isStrongPassword = (p: string): boolean =>
  Object.values(PASSWORD_RULES).every((rule) => rule(p));
