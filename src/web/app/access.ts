/**
 * Who may open which route (spec §2 and §6), as one pure rule: the path to send a visitor to,
 * or null to let them in.
 */
export type Access = 'public' | 'guest' | 'account' | 'profile' | 'admin';

export interface Visitor {
  authenticated: boolean;
  admin: boolean;
  hasProfile: boolean;
}

export function redirectFor(access: Access, v: Visitor): string | null {
  switch (access) {
    case 'public':
      return null;
    case 'guest':
      return v.authenticated ? '/base' : null;
    case 'account':
      if (!v.authenticated) return '/';
      return v.admin ? '/control' : null;
    case 'profile':
      if (!v.authenticated) return '/';
      return v.hasProfile ? null : '/select-profile';
    case 'admin':
      return v.admin ? null : '/';
  }
}

/** Where a successful sign-in leads. */
export const afterLogin = (admin: boolean) => (admin ? '/control' : '/select-profile');
