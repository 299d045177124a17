/** What the server answers about protection beyond the beginner's shield (decision 055, 067). */
import { defineErrors } from '../../platform/errors.ts';

/** The protection module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: protectionCatalogue, raise: protectionError } = defineErrors({
  BASH_LIMIT: ['Attack limit reached for this base, next attack can land at $until UTC', 'CONFLICT'],
  TOO_WEAK: ['This commander is under strength protection until $until UTC', 'CONFLICT'],
});

/** A moment as the refusals show it: `2026-11-27 21:40` (UTC). */
export const utcMinute = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

export const protectionErrors = {
  bashLimit: (until: number) => protectionError('BASH_LIMIT', { until: utcMinute(until), untilMs: until }),
  tooWeak: (until: number) => protectionError('TOO_WEAK', { until: utcMinute(until), untilMs: until }),
};

/** Every text above, for the translations' completeness test. */
export const PROTECTION_TEXTS = Object.values(protectionCatalogue).map((d) => d.message);
