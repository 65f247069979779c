// SPEC §5: a new password (reset, account change) has at least 8 characters with a digit, an
// uppercase and a lowercase letter, and no spaces. Registration only asks for 8 non-space characters.
export const isStrongPassword = (p: string) =>
  p.length >= 8 && /\d/.test(p) && /[A-Z]/.test(p) && /[a-z]/.test(p) && !/\s/.test(p);
