/** Texts of away (English and German), apart from en.ts and de.ts. */
export const awayEn = {
  away: {
    marker: {
      v: 'On vacation',
      i: 'Inactive for 7 days',
      I: 'Inactive for 28 days',
      ghost: 'Ghost base: produces nothing, open to plunder',
    },
    badge: { v: 'v', i: 'i', I: 'I', ghost: 'ghost' },
    vacations: {
      tab: 'Vacations',
      intro: 'Commanders on vacation now, in every world: their bases are frozen until they end it or the limit comes.',
      none: 'Nobody is on vacation.',
      world: 'World',
      commander: 'Commander',
      since: 'Since',
      endsBy: 'Ends by',
    },
  },
};

export const awayDe: typeof awayEn = {
  away: {
    marker: {
      v: 'Im Urlaub',
      i: 'Seit 7 Tagen inaktiv',
      I: 'Seit 28 Tagen inaktiv',
      ghost: 'Geisterbasis: produziert nichts, offen für Plünderung',
    },
    badge: { v: 'u', i: 'i', I: 'I', ghost: 'Geist' },
    vacations: {
      tab: 'Urlaub',
      intro:
        'Kommandanten, die gerade im Urlaub sind, in allen Welten: Ihre Basen ruhen, bis sie ihn beenden oder die Höchstdauer erreicht ist.',
      none: 'Niemand ist im Urlaub.',
      world: 'Welt',
      commander: 'Kommandant',
      since: 'Seit',
      endsBy: 'Endet spätestens',
    },
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const awayServerDe: Record<string, string> = {};
