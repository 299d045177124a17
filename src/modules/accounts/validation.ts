/**
 * Server-side registration rules (spec §5). The browser runs the same rules for its form;
 * the server never trusts it and checks again here.
 */
export interface FieldError {
  field: 'username' | 'password' | 'email' | 'termsAgreed';
  message: string;
}

export function usernameError(v: string): string | null {
  if (v.length < 3) return 'Username must have at least 3 characters';
  if (v.length > 30) return 'Username can have maximum of 30 characters';
  if (!/^[a-zA-Z0-9]+$/.test(v)) return 'Username can contain only alphanumeric characters';
  return null;
}

export function passwordError(v: string): string | null {
  if (v.length < 8) return 'Password must have at least 8 characters';
  if (!/[0-9]/.test(v)) return 'Password must have at least one number';
  if (!/[a-zA-Z]/.test(v)) return 'Password must contain at least one character';
  return null;
}

export function emailError(v: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254 ? null : 'Email must have valid format';
}

export function registrationErrors(input: {
  username: string;
  password: string;
  email: string;
  termsAgreed: boolean;
}): FieldError[] {
  const errors: FieldError[] = [];
  const u = usernameError(input.username);
  if (u) errors.push({ field: 'username', message: u });
  const p = passwordError(input.password);
  if (p) errors.push({ field: 'password', message: p });
  const e = emailError(input.email);
  if (e) errors.push({ field: 'email', message: e });
  if (!input.termsAgreed) errors.push({ field: 'termsAgreed', message: 'You must agree to the Terms of Service' });
  return errors;
}
