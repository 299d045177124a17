/** Texts of sitting (English and German), apart from en.ts and de.ts. */
export const sittingEn = {};

export const sittingDe: typeof sittingEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const sittingServerDe: Record<string, string> = {
  'A sitter cannot do this': 'Das darf ein Sitter nicht',
  'You are not sitting this base (the grant has ended or was revoked)':
    'Du sittest diese Basis nicht (die Erlaubnis ist abgelaufen oder wurde entzogen)',
  'You cannot sit your own base': 'Deine eigene Basis kannst du nicht sitten',
  'Accounts linked by shared sign-ins or a shared network cannot sit for each other':
    'Konten, die durch gemeinsame Anmeldungen oder ein gemeinsames Netz verbunden sind, können einander nicht sitten',
  'A sitter is named for 1 to 48 hours': 'Ein Sitter wird für 1 bis 48 Stunden ernannt',
  'A base has at most 2 sitters at a time': 'Eine Basis hat höchstens 2 Sitter zugleich',
  'A base is sat at most 10 days in any 30': 'Eine Basis wird in 30 Tagen höchstens 10 Tage gesittet',
  'This commander is sitting your base already': 'Dieser Kommandant sittet deine Basis schon',
  'There is no commander of that name in this world': 'In dieser Welt gibt es keinen Kommandanten dieses Namens',
  'This sitter has no grant in force': 'Dieser Sitter hat keine gültige Erlaubnis',
};
