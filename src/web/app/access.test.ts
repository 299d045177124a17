import { describe, expect, test } from 'vitest';
import { afterLogin, redirectFor, type Visitor } from './access.ts';

const guest: Visitor = { authenticated: false, admin: false, hasProfile: false };
const player: Visitor = { authenticated: true, admin: false, hasProfile: false };
const withProfile: Visitor = { authenticated: true, admin: false, hasProfile: true };
const admin: Visitor = { authenticated: true, admin: true, hasProfile: false };

describe('the redirect rules of the spec', () => {
  test('guests-only routes send signed-in users to /base', () => {
    expect(redirectFor('guest', guest)).toBeNull();
    expect(redirectFor('guest', player)).toBe('/base');
    expect(redirectFor('guest', admin)).toBe('/base');
  });
  test('a profile-only route sends a user without a profile to /select-profile, a guest to /', () => {
    expect(redirectFor('profile', player)).toBe('/select-profile');
    expect(redirectFor('profile', guest)).toBe('/');
    expect(redirectFor('profile', withProfile)).toBeNull();
  });
  test('an admin-only route sends non-admins to /', () => {
    expect(redirectFor('admin', player)).toBe('/');
    expect(redirectFor('admin', withProfile)).toBe('/');
    expect(redirectFor('admin', guest)).toBe('/');
    expect(redirectFor('admin', admin)).toBeNull();
  });
  test('/select-profile sends an admin to /control and a guest to /', () => {
    expect(redirectFor('account', admin)).toBe('/control');
    expect(redirectFor('account', guest)).toBe('/');
    expect(redirectFor('account', player)).toBeNull();
  });
  test('after login an admin goes to /control and anyone else to /select-profile', () => {
    expect(afterLogin(true)).toBe('/control');
    expect(afterLogin(false)).toBe('/select-profile');
  });
  test('public routes let everyone in', () => {
    for (const v of [guest, player, admin]) expect(redirectFor('public', v)).toBeNull();
  });
});
