/** The warning e-mails before each inactivity step (decision 068), in English and German at once. */
import type { InactivityMoment } from '../../game/index.ts';

const WHEN = (at: number, lang: 'en' | 'de') =>
  new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);

const TEXTS: Partial<Record<InactivityMoment, { en: (at: string) => string; de: (at: string) => string }>> = {
  'warn-long-inactive': {
    en: (at) => `You have not signed in for 26 days. From ${at} (UTC) your commander shows as long inactive (I).`,
    de: (at) => `Du hast dich seit 26 Tagen nicht angemeldet. Ab ${at} (UTC) giltst du als lange inaktiv (I).`,
  },
  'warn-ghost': {
    en: (at) =>
      `You have not signed in for a long time. From ${at} (UTC) your base becomes a ghost: it produces nothing and its stores lie open to plunder.`,
    de: (at) =>
      `Du hast dich lange nicht angemeldet. Ab ${at} (UTC) wird deine Basis zur Geisterbasis: Sie produziert nichts mehr und ihre Lager können geplündert werden.`,
  },
  'warn-removed': {
    en: (at) => `Your base is a ghost. On ${at} (UTC) it will be removed from the map.`,
    de: (at) => `Deine Basis ist eine Geisterbasis. Am ${at} (UTC) wird sie von der Karte entfernt.`,
  },
};

export const WARNING_SUBJECT = 'Ephoran Frontier: sign in to keep your base';

/** The warning before `moment`'s step, which falls at `stepAt`; null for a moment that is a step. */
export function warningMail(moment: InactivityMoment, commander: string, stepAt: number, baseUrl: string) {
  const t = TEXTS[moment];
  if (!t) return null;
  const text = [
    `Commander ${commander},`,
    '',
    t.en(WHEN(stepAt, 'en')),
    'Sign in before then and everything stays as it is:',
    baseUrl,
    '',
    '—',
    '',
    `Kommandant ${commander},`,
    '',
    t.de(WHEN(stepAt, 'de')),
    'Melde dich vorher an, und alles bleibt, wie es ist:',
    baseUrl,
  ].join('\n');
  return { subject: WARNING_SUBJECT, text };
}
