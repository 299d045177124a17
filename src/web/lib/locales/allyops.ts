/** Texts of allyops (English and German), apart from en.ts and de.ts. */
export const allyopsEn = {};

export const allyopsDe: typeof allyopsEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const allyopsServerDe: Record<string, string> = {
  'This queue item is no longer running': 'Dieser Auftrag läuft nicht mehr',
  'You already asked your alliance for help with this': 'Du hast deine Allianz dafür schon um Hilfe gebeten',
  'Help request not found': 'Hilfegesuch nicht gefunden',
  'You cannot help with your own queue': 'Deiner eigenen Warteschlange kannst du nicht helfen',
  'Only members of the same alliance can help': 'Nur Mitglieder derselben Allianz können helfen',
  'You already helped with this': 'Hier hast du schon geholfen',
  'This item has all the help it can get': 'Dieser Auftrag hat schon alle Hilfe, die er bekommen kann',
};
