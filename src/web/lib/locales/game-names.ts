/** Names of buildings, research lines and units, English and German. */
const UNITS_EN = {
  ranger: 'Ranger',
  guardian: 'Guardian',
  phantom: 'Phantom',
  interceptor: 'Interceptor',
  cruiser: 'Cruiser',
  battleship: 'Battleship',
};
const UNITS_DE = {
  ranger: 'Ranger',
  guardian: 'Wächter',
  phantom: 'Phantom',
  interceptor: 'Abfangjäger',
  cruiser: 'Kreuzer',
  battleship: 'Schlachtschiff',
};

const perUnit = (units: Record<string, string>, attack: string, defense: string, health: string) =>
  Object.fromEntries(
    Object.entries(units).flatMap(([id, name]) => [
      [`${id}-attack`, `${name}: ${attack}`],
      [`${id}-defense`, `${name}: ${defense}`],
      [`${id}-health`, `${name}: ${health}`],
    ]),
  );

export const gameNamesEn = {
  buildings: {
    'command-center': { name: 'Command Center', about: 'Caps the level of every other building and adds march slots.' },
    'hydroponic-farm': { name: 'Hydroponic Farm', about: 'Grows food for your people and troops.' },
    'steel-foundry': { name: 'Steel Foundry', about: 'Smelts steel for hulls and buildings.' },
    'energy-plant': { name: 'Energy Plant', about: 'Generates energy for everything that runs.' },
    barracks: { name: 'Barracks', about: 'Trains ground units: rangers, guardians, phantoms.' },
    'research-lab': { name: 'Research Lab', about: 'Unlocks research; its level limits research levels.' },
    shipyard: { name: 'Shipyard', about: 'Builds space units that carry your troops.' },
    'defense-command': { name: 'Defense Command', about: 'Strengthens the base against attacks.' },
    'resource-depot': { name: 'Resource Depot', about: 'Stores resources and hides a share from plunder.' },
    portal: { name: 'Portal', about: 'An Ephoran gate with its own six-symbol address.' },
    'intelligence-agency': { name: 'Intelligence Agency', about: 'Scouts other systems; higher levels see more.' },
    'alliance-embassy': { name: 'Alliance Embassy', about: 'Needed to join alliances; hosts reinforcements.' },
    'galactic-observatory': {
      name: 'Galactic Observatory',
      about: 'Widens map vision and powers radars: each level, your radars sweep 4 cells farther.',
    },
    'hero-quarters': {
      name: 'Hero Quarters',
      about:
        'Houses the commanders who lead your marches: more march slots at levels 1, 10 and 20, bigger rallies at every level.',
    },
    'recovery-bay': { name: 'Recovery Bay', about: 'Keeps injured troops alive for healing.' },
    'trading-outpost': { name: 'Trading Outpost', about: 'Convoys and the market; its top level adds a march slot.' },
  },
  researchCategories: {
    development: 'Development',
    'resource-management': 'Resource management',
    'tactical-warfare': 'Tactical warfare',
  },
  researchNames: {
    'construction-speed': 'Construction speed',
    'research-speed': 'Research speed',
    'healing-speed': 'Healing speed',
    'barracks-capacity': 'Barracks training capacity',
    'barracks-speed': 'Barracks training speed',
    'shipyard-capacity': 'Shipyard training capacity',
    'shipyard-speed': 'Shipyard training speed',
    'food-output': 'Food output',
    'steel-output': 'Steel output',
    'energy-output': 'Energy output',
    'astromite-mining': 'Astromite mining',
    'astromite-mining-speed': 'Astromite mining speed',
    'quantarite-mining': 'Quantarite mining',
    'quantarite-mining-speed': 'Quantarite mining speed',
    ...perUnit(UNITS_EN, 'attack upgrade', 'defense upgrade', 'health boost'),
    'rally-capacity': 'Rally capacity',
    'reinforcement-capacity': 'Reinforcement capacity',
  } as Record<string, string>,
  units: UNITS_EN,
};

export const gameNamesDe: typeof gameNamesEn = {
  buildings: {
    'command-center': {
      name: 'Kommandozentrale',
      about: 'Begrenzt die Stufe aller anderen Gebäude und bringt Marschplätze.',
    },
    'hydroponic-farm': { name: 'Hydrokultur-Farm', about: 'Baut Nahrung für dein Volk und deine Truppen an.' },
    'steel-foundry': { name: 'Stahlgießerei', about: 'Schmilzt Stahl für Rümpfe und Gebäude.' },
    'energy-plant': { name: 'Kraftwerk', about: 'Erzeugt Energie für alles, was läuft.' },
    barracks: { name: 'Kaserne', about: 'Bildet Bodentruppen aus: Ranger, Wächter, Phantome.' },
    'research-lab': {
      name: 'Forschungslabor',
      about: 'Schaltet Forschung frei; seine Stufe begrenzt die Forschungsstufen.',
    },
    shipyard: { name: 'Raumwerft', about: 'Baut Raumschiffe, die deine Truppen tragen.' },
    'defense-command': { name: 'Verteidigungskommando', about: 'Stärkt die Basis gegen Angriffe.' },
    'resource-depot': { name: 'Rohstofflager', about: 'Lagert Rohstoffe und versteckt einen Teil vor Plünderung.' },
    portal: { name: 'Portal', about: 'Ein ephoranisches Tor mit eigener sechsstelliger Adresse.' },
    'intelligence-agency': { name: 'Geheimdienst', about: 'Späht andere Systeme aus; höhere Stufen sehen mehr.' },
    'alliance-embassy': { name: 'Allianzbotschaft', about: 'Nötig für Allianzen; beherbergt Verstärkungen.' },
    'galactic-observatory': {
      name: 'Galaktisches Observatorium',
      about: 'Erweitert die Kartensicht und betreibt Radare: Mit jeder Stufe reichen deine Radare 4 Felder weiter.',
    },
    'hero-quarters': {
      name: 'Heldenquartier',
      about:
        'Beherbergt die Kommandanten, die deine Märsche führen: mehr Marschplätze auf Stufe 1, 10 und 20, größere Sammelangriffe auf jeder Stufe.',
    },
    'recovery-bay': { name: 'Lazarett', about: 'Hält verwundete Truppen für die Heilung am Leben.' },
    'trading-outpost': {
      name: 'Handelsposten',
      about: 'Konvois und Markt; die höchste Stufe bringt einen Marschplatz.',
    },
  },
  researchCategories: {
    development: 'Entwicklung',
    'resource-management': 'Rohstoffverwaltung',
    'tactical-warfare': 'Taktische Kriegsführung',
  },
  researchNames: {
    'construction-speed': 'Baugeschwindigkeit',
    'research-speed': 'Forschungsgeschwindigkeit',
    'healing-speed': 'Heilungsgeschwindigkeit',
    'barracks-capacity': 'Ausbildungskapazität der Kaserne',
    'barracks-speed': 'Ausbildungstempo der Kaserne',
    'shipyard-capacity': 'Baukapazität der Raumwerft',
    'shipyard-speed': 'Bautempo der Raumwerft',
    'food-output': 'Nahrungsertrag',
    'steel-output': 'Stahlertrag',
    'energy-output': 'Energieertrag',
    'astromite-mining': 'Astromitabbau',
    'astromite-mining-speed': 'Astromit-Abbautempo',
    'quantarite-mining': 'Quantaritabbau',
    'quantarite-mining-speed': 'Quantarit-Abbautempo',
    ...perUnit(UNITS_DE, 'Angriffsverbesserung', 'Verteidigungsverbesserung', 'Lebensschub'),
    'rally-capacity': 'Sammelangriffs-Kapazität',
    'reinforcement-capacity': 'Verstärkungskapazität',
  },
  units: UNITS_DE,
};
