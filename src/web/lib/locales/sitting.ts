/** Texts of sitting (English and German), apart from en.ts and de.ts. */
export const sittingEn = {
  sitting: {
    title: 'Sitters',
    about:
      'A friend you name may look after your base from their own sign-in: build, research, train, heal, gather, fight pirates, recall fleets, use items and speed-ups, claim tasks. They never attack, scout or rally against a player, send convoys, trade, spend credits or act for your alliance or account. Every action is in the log below.',
    commander: 'Commander',
    hours: 'Hours (1–48)',
    name: 'Name sitter',
    named: '{{commander}} may sit your base until {{until}}',
    none: 'No sitter named',
    until: 'until {{until}}',
    revoke: 'Revoke',
    revoked: 'Sitting ended',
    budget: 'Sat {{used}} of {{max}} days in the last 30',
    log: 'Sitting log',
    logEmpty: 'No sitter has acted on your base',
    logWhen: 'When',
    logWho: 'Sitter',
    logWhat: 'Action',
    seats: 'Bases you may sit',
    sit: 'Sit {{commander}}’s base',
    banner: 'You are sitting for {{commander}}',
    /** the send dialog while sitting, aimed at a commander's base (the server refuses it: 'A sitter cannot do this') */
    noPlayerTarget:
      "While you sit a base, its fleets go to pirate ships and asteroids only, never to a commander's base",
    back: 'Back to my base',
    actions: {
      build: 'Build',
      research: 'Research',
      train: 'Train',
      heal: 'Heal',
      gather: 'Fleet to pirates or asteroids',
      pirates: 'Scout pirates',
      recall: 'Recall a fleet',
      shield: 'Use an item',
      speedup: 'Speed up',
      claim: 'Claim',
    },
    rulesTitle: 'Sitting',
    rulesText:
      'Sitting is the legal way to help a friend: instead of sharing a password, a commander names up to 2 sitters for at most 48 hours at a time, and a base is sat at most 10 days in any 30. A sitter signs in as themselves and may build, research, train, heal, gather, fight pirates and use items on the base; they never attack, scout or rally against a player, send convoys, trade, spend credits, act for the alliance or the account, or name sitters. Every action is logged for the owner. Accounts linked by shared sign-ins or a shared network cannot sit for each other.',
  },
};

export const sittingDe: typeof sittingEn = {
  sitting: {
    title: 'Sitter',
    about:
      'Ein Freund, den du ernennst, kann von seiner eigenen Anmeldung aus auf deine Basis aufpassen: bauen, forschen, ausbilden, heilen, sammeln, Piraten bekämpfen, Flotten zurückrufen, Gegenstände und Beschleuniger nutzen, Aufgaben abholen. Er greift nie einen Spieler an, späht ihn nicht aus, sammelt keine Sammelangriffe, schickt keine Konvois, handelt nicht, gibt keine Credits aus und handelt nicht für deine Allianz oder dein Konto. Jede Aktion steht im Protokoll unten.',
    commander: 'Kommandant',
    hours: 'Stunden (1–48)',
    name: 'Sitter ernennen',
    named: '{{commander}} darf deine Basis bis {{until}} sitten',
    none: 'Kein Sitter ernannt',
    until: 'bis {{until}}',
    revoke: 'Entziehen',
    revoked: 'Sitten beendet',
    budget: '{{used}} von {{max}} Tagen in den letzten 30 gesittet',
    log: 'Sitter-Protokoll',
    logEmpty: 'Kein Sitter hat auf deiner Basis gehandelt',
    logWhen: 'Wann',
    logWho: 'Sitter',
    logWhat: 'Aktion',
    seats: 'Basen, die du sitten darfst',
    sit: 'Basis von {{commander}} sitten',
    banner: 'Du sittest für {{commander}}',
    noPlayerTarget:
      'Solange du eine Basis sittest, fliegen ihre Flotten nur zu Piratenschiffen und Asteroiden, nie zur Basis eines Kommandanten',
    back: 'Zurück zu meiner Basis',
    actions: {
      build: 'Bauen',
      research: 'Forschen',
      train: 'Ausbilden',
      heal: 'Heilen',
      gather: 'Flotte zu Piraten oder Asteroiden',
      pirates: 'Piraten ausspähen',
      recall: 'Flotte zurückrufen',
      shield: 'Gegenstand nutzen',
      speedup: 'Beschleunigen',
      claim: 'Abholen',
    },
    rulesTitle: 'Sitten',
    rulesText:
      'Sitten ist der erlaubte Weg, einem Freund zu helfen: statt ein Passwort zu teilen, ernennt ein Kommandant bis zu 2 Sitter für höchstens 48 Stunden am Stück, und eine Basis wird in 30 Tagen höchstens 10 Tage gesittet. Ein Sitter meldet sich selbst an und darf auf der Basis bauen, forschen, ausbilden, heilen, sammeln, Piraten bekämpfen und Gegenstände nutzen; er greift nie einen Spieler an, späht ihn nicht aus, sammelt keine Sammelangriffe, schickt keine Konvois, handelt nicht, gibt keine Credits aus, handelt nicht für Allianz oder Konto und ernennt keine Sitter. Jede Aktion wird für den Besitzer protokolliert. Konten, die durch gemeinsame Anmeldungen oder ein gemeinsames Netz verbunden sind, können einander nicht sitten.',
  },
};

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
