/** What the server answers about sitting (decisions 055, 066), in the spec's style. */
import type { GrantCheck } from '../../game/index.ts';
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: sittingCatalogue, raise: sittingError } = defineErrors({
  SITTER_CANNOT: ['A sitter cannot do this', 'FORBIDDEN'],
  SITTING_ENDED: ['You are not sitting this base (the grant has ended or was revoked)', 'FORBIDDEN'],
  SITTING_SELF: ['You cannot sit your own base', 'CONFLICT'],
  SITTING_LINKED: ['Accounts linked by shared sign-ins or a shared network cannot sit for each other', 'CONFLICT'],
  SITTING_TOO_LONG: ['A sitter is named for 1 to 48 hours', 'CONFLICT'],
  SITTING_TOO_MANY: ['A base has at most 2 sitters at a time', 'CONFLICT'],
  SITTING_BUDGET: ['A base is sat at most 10 days in any 30', 'CONFLICT'],
  SITTING_ALREADY: ['This commander is sitting your base already', 'CONFLICT'],
  SITTING_UNKNOWN: ['There is no commander of that name in this world', 'NOT_FOUND'],
  SITTING_NO_GRANT: ['This sitter has no grant in force', 'NOT_FOUND'],
});

export const sittingErrors = {
  cannot: () => sittingError('SITTER_CANNOT'),
  ended: () => sittingError('SITTING_ENDED'),
  refused: (reason: Exclude<GrantCheck, { ok: true }>['reason']) => sittingError(`SITTING_${reason}`),
  unknown: () => sittingError('SITTING_UNKNOWN'),
  noGrant: () => sittingError('SITTING_NO_GRANT'),
};

/** Every text above, for the translations' completeness test. */
export const SITTING_TEXTS = Object.values(sittingCatalogue).map((d) => d.message);
