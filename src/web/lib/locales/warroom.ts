/** Texts of warroom (English and German), apart from en.ts and de.ts. */
export const warroomEn = {
  warroom: {
    pactOff: 'Your fleet turned back at {{target}}: your alliances made a non-aggression pact',
    noticeBody: {
      pact: 'While your fleet flew, your alliance and the defender’s made a non-aggression pact: no attacks between their members. Everything turned home.',
    },
  },
};

export const warroomDe: typeof warroomEn = {
  warroom: {
    pactOff: 'Deine Flotte kehrte bei {{target}} um: eure Allianzen schlossen einen Nichtangriffspakt',
    noticeBody: {
      pact: 'Während deine Flotte flog, schlossen deine Allianz und die des Verteidigers einen Nichtangriffspakt: keine Angriffe zwischen ihren Mitgliedern. Alles kehrte heim.',
    },
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const warroomServerDe: Record<string, string> = {
  'Only the alliance leader can conduct diplomacy': 'Nur die Anführung der Allianz führt Diplomatie',
  'An alliance has no relations with itself': 'Eine Allianz hat keine Beziehungen zu sich selbst',
  'There is no alliance of that TAG in this world': 'In dieser Welt gibt es keine Allianz mit diesem TAG',
  'This relation is already in force': 'Diese Beziehung gilt bereits',
  'A proposal between your alliances is already waiting': 'Zwischen euren Allianzen wartet schon ein Vorschlag',
  'Relation not available': 'Beziehung nicht verfügbar',
  'Your alliances have a non-aggression pact: no attacks between their members':
    'Eure Allianzen haben einen Nichtangriffspakt: keine Angriffe zwischen ihren Mitgliedern',
};
