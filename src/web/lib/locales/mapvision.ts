/** Texts of mapvision (English and German), apart from en.ts and de.ts: the observatory's passive map vision (decision 080). */
export const mapvisionEn = {
  mapvision: {
    /** a stranger's fleet the observatory sees on the map */
    fleet: '{{commander}} · {{phase}} · to {{at}} · {{eta}} (seen by your observatory)',
    /** the observatory's effect on the base page */
    effect: 'your map shows every fleet in flight within {{reach}} cells',
  },
};

export const mapvisionDe: typeof mapvisionEn = {
  mapvision: {
    fleet: '{{commander}} · {{phase}} · nach {{at}} · {{eta}} (von deinem Observatorium gesehen)',
    effect: 'deine Karte zeigt jede Flotte im Flug bis {{reach}} Felder weit',
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const mapvisionServerDe: Record<string, string> = {};
