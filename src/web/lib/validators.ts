/** Field rules of spec §5 for the browser's forms (the server checks them again). Each returns the spec's message or null. */
export type Validator<V = string> = (value: V) => string | null;

export const username: Validator = (v) => {
  if (v.length < 3) return 'Username must have at least 3 characters';
  if (v.length > 30) return 'Username can have maximum of 30 characters';
  if (!/^[a-zA-Z0-9]+$/.test(v)) return 'Username can contain only alphanumeric characters';
  return null;
};

export const password: Validator = (v) => {
  if (v.length < 8) return 'Password must have at least 8 characters';
  if (!/[0-9]/.test(v)) return 'Password must have at least one number';
  if (!/[a-zA-Z]/.test(v)) return 'Password must contain at least one character';
  return null;
};

export const email: Validator = (v) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : 'Email must have valid format';

export const terms: Validator<boolean> = (v) => (v ? null : 'You must agree to the Terms of Service');

export const supportMessage: Validator = (v) => {
  const n = v.trim().length;
  return n < 20 || n > 1000 ? 'Message minimum length is 20 and maximum length is 1000' : null;
};

export const required: Validator = (v) => (v.trim() ? null : 'This field is required');

export const numericCode: Validator = (v) =>
  /^\d{6}$/.test(v.trim()) ? null : 'Enter the 6-digit code from your authenticator app';
