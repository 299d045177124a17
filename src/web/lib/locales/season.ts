/** Texts of season (English and German), apart from en.ts and de.ts. */
export const seasonEn = {};

export const seasonDe: typeof seasonEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const seasonServerDe: Record<string, string> = {
  'This world has ended: its hall of fame keeps the final rankings':
    'Diese Welt ist zu Ende: Ihre Ruhmeshalle bewahrt die Schlussranglisten',
  'This world has no hall of fame yet': 'Diese Welt hat noch keine Ruhmeshalle',
  'Registration for this world has closed: join a world that is still open':
    'Die Anmeldung für diese Welt ist geschlossen: Tritt einer Welt bei, die noch offen ist',
  'The victory must be held for no more days than the world lasts':
    'Der Sieg kann nicht länger gehalten werden müssen, als die Welt dauert',
};
