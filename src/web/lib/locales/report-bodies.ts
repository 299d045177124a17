/** Texts of the report bodies (what each kind of report tells beyond its title) and of shared reports, English and German. */
export const reportBodiesEn = {
  reportBody: {
    where: 'Where',
    fleet: 'Fleet',
    noUnits: 'No units',
    pays: 'What it pays',
    claimedOn: 'Claimed {{when}}',
    toClaim: 'Not claimed yet: claim it to add it to your stores and backpack.',
    olderReports: 'Load older reports',
    loadingOlder: 'Loading older reports…',
    portal: {
      intro: 'Your portal opened to {{address}}: the gate of {{commander}}’s base at {{at}}.',
      dialled: 'Address dialled',
      commander: 'Commander',
      base: 'Their base',
      from: 'Your address',
      open: 'Go to your portal',
    },
    reward: {
      intro: 'A gift from the game’s command.',
      note: 'Their note',
    },
    event: {
      commanders: 'You placed {{place}} in {{name}} with {{score}} points.',
      alliances: 'Your alliance placed {{place}} in {{name}}; your part was {{score}} points.',
    },
    occupiedReward: {
      intro_one: 'The {{target}} paid your holding fleet for {{count}} hour.',
      intro_other: 'The {{target}} paid your holding fleet for {{count}} hours, from {{since}} to {{until}}.',
      gathers: 'Payouts of one holding gather in one report until you claim it (a new report at most once a game day).',
      total: 'In all',
      hour: 'Hour',
      paid: 'Paid',
    },
    occupied: {
      landed:
        'Your fleet landed at the {{target}} and holds it. It pays every hour while your fleet stays there; the payouts wait in your reports.',
      taken: 'Your fleet drove off {{holder}}’s and now holds the {{target}}.',
      repelled: '{{holder}}’s fleet held the {{target}}; what is left of yours turned home.',
      lost: '{{attacker}} drove your fleet off the {{target}}; what is left of it flies home.',
      held: 'Your fleet held the {{target}} against {{attacker}}.',
      yourHolding: 'Your holding fleet',
      theirHolding: '{{name}}’s holding fleet',
      theirRally: '{{name}}’s rally',
    },
    convoy: {
      received: '{{from}}’s convoy unloaded at your base.',
      delivered: 'Your convoy unloaded at {{to}}’s base and turned home.',
      cargo: 'Cargo',
      total: 'In all: {{total}}',
    },
    market: {
      exchange: 'You traded at the black market of the trading station at {{at}}.',
      order: 'Your standing order at the trading station at {{at}} filled a part.',
      tax: '{{trader}} traded at your trading station at {{at}}: its tax is yours.',
      paid: 'Paid',
      received: 'Received',
      taxRate: 'Tax ({{rate}} %)',
      taxTo: '{{tax}} {{to}} to {{holder}}',
      taxKept: '{{tax}} {{to}}, kept in the station’s stock (nobody holds it)',
      taxYours: '{{tax}} {{to}} (you hold the station)',
      remaining: 'Still to sell',
      filled: 'The order is filled.',
    },
    wager: {
      won: 'You bet {{stake}} credits on {{bet}} and won {{payout}}.',
      lost: 'You bet {{stake}} credits on {{bet}} and lost them.',
      dice: 'Dice',
      hash: 'Hash shown before the roll',
      seed: 'The smuggler’s seed',
      yourSeed: 'Your seed',
    },
    fragments: {
      converted:
        'You turned {{unknown}} unknown fragments into {{symbols}} symbol fragments. {{need}} symbol fragments combine into a portal address (in your backpack).',
      combined:
        '{{fragments}} symbol fragments combined into a portal address: {{address}}, the gate of {{commander}}’s base at {{at}}. Dial it from your portal.',
    },
    gathering: {
      intro:
        'Your fleet mined {{amount}} {{resource}} at the {{target}}, loaded it and turned home; it goes into your stores when the fleet lands.',
    },
  },
  shared: {
    share: 'Share',
    shareAbout:
      'Anyone with the link can read this report without signing in; a battle replays in their browser. You can take the link back at any time.',
    sharing: 'Shared: anyone with this link can read it.',
    copy: 'Copy the link',
    copied: 'Link copied',
    copyFailed: 'Copying is not allowed here: select the link and copy it.',
    revoke: 'Stop sharing',
    revoked: 'The link no longer opens this report.',
    shared: 'Report shared: the link is ready',
    heading: 'A shared report',
    by: 'Shared by {{owner}}',
    gone: 'This link has been taken back: its report is no longer shared.',
    missing: 'No report is shared under this link.',
    join: 'Play Ephoran Frontier',
  },
};

export const reportBodiesDe: typeof reportBodiesEn = {
  reportBody: {
    where: 'Wo',
    fleet: 'Flotte',
    noUnits: 'Keine Einheiten',
    pays: 'Was er auszahlt',
    claimedOn: 'Abgeholt {{when}}',
    toClaim: 'Noch nicht abgeholt: Hol ihn ab, dann kommt er in deine Lager und deinen Rucksack.',
    olderReports: 'Ältere Berichte laden',
    loadingOlder: 'Ältere Berichte werden geladen…',
    portal: {
      intro: 'Dein Portal öffnete sich zu {{address}}: dem Tor der Basis von {{commander}} bei {{at}}.',
      dialled: 'Gewählte Adresse',
      commander: 'Kommandant',
      base: 'Basis des Kommandanten',
      from: 'Deine Adresse',
      open: 'Zu deinem Portal',
    },
    reward: {
      intro: 'Ein Geschenk der Spielleitung.',
      note: 'Ihre Notiz',
    },
    event: {
      commanders: 'Du hast in {{name}} Platz {{place}} mit {{score}} Punkten erreicht.',
      alliances: 'Deine Allianz hat in {{name}} Platz {{place}} erreicht; dein Anteil waren {{score}} Punkte.',
    },
    occupiedReward: {
      intro_one: '{{target}} hat deiner haltenden Flotte {{count}} Stunde lang gezahlt.',
      intro_other:
        '{{target}} hat deiner haltenden Flotte {{count}} Stunden lang gezahlt, von {{since}} bis {{until}}.',
      gathers:
        'Die Auszahlungen eines gehaltenen Objekts sammeln sich in einem Bericht, bis du ihn abholst (höchstens ein neuer Bericht pro Spieltag).',
      total: 'Insgesamt',
      hour: 'Stunde',
      paid: 'Gezahlt',
    },
    occupied: {
      landed:
        'Deine Flotte ist bei {{target}} gelandet und hält es. Solange sie bleibt, zahlt es jede Stunde; die Auszahlungen warten in deinen Berichten.',
      taken: 'Deine Flotte hat die von {{holder}} vertrieben und hält jetzt {{target}}.',
      repelled: 'Die Flotte von {{holder}} hat {{target}} gehalten; der Rest deiner Flotte ist umgekehrt.',
      lost: '{{attacker}} hat deine Flotte von {{target}} vertrieben; was übrig ist, fliegt heim.',
      held: 'Deine Flotte hat {{target}} gegen {{attacker}} gehalten.',
      yourHolding: 'Deine haltende Flotte',
      theirHolding: 'Haltende Flotte von {{name}}',
      theirRally: 'Sammelangriff von {{name}}',
    },
    convoy: {
      received: 'Der Konvoi von {{from}} hat an deiner Basis entladen.',
      delivered: 'Dein Konvoi hat an der Basis von {{to}} entladen und ist umgekehrt.',
      cargo: 'Ladung',
      total: 'Insgesamt: {{total}}',
    },
    market: {
      exchange: 'Du hast am Schwarzmarkt der Handelsstation bei {{at}} gehandelt.',
      order: 'Dein Dauerauftrag an der Handelsstation bei {{at}} wurde zum Teil ausgeführt.',
      tax: '{{trader}} hat an deiner Handelsstation bei {{at}} gehandelt: Die Steuer gehört dir.',
      paid: 'Bezahlt',
      received: 'Erhalten',
      taxRate: 'Steuer ({{rate}} %)',
      taxTo: '{{tax}} {{to}} an {{holder}}',
      taxKept: '{{tax}} {{to}}, im Bestand der Station geblieben (niemand hält sie)',
      taxYours: '{{tax}} {{to}} (du hältst die Station)',
      remaining: 'Noch zu verkaufen',
      filled: 'Der Auftrag ist ausgeführt.',
    },
    wager: {
      won: 'Du hast {{stake}} Credits auf {{bet}} gesetzt und {{payout}} gewonnen.',
      lost: 'Du hast {{stake}} Credits auf {{bet}} gesetzt und verloren.',
      dice: 'Würfel',
      hash: 'Vor dem Wurf gezeigter Hash',
      seed: 'Seed des Schmugglers',
      yourSeed: 'Dein Seed',
    },
    fragments: {
      converted:
        'Du hast {{unknown}} unbekannte Fragmente in {{symbols}} Symbolfragmente verwandelt. {{need}} Symbolfragmente ergeben zusammen eine Portaladresse (in deinem Rucksack).',
      combined:
        '{{fragments}} Symbolfragmente ergaben eine Portaladresse: {{address}}, das Tor der Basis von {{commander}} bei {{at}}. Wähle sie an deinem Portal.',
    },
    gathering: {
      intro:
        'Deine Flotte hat bei {{target}} {{amount}} {{resource}} abgebaut, geladen und ist umgekehrt; es kommt in deine Lager, wenn die Flotte landet.',
    },
  },
  shared: {
    share: 'Teilen',
    shareAbout:
      'Jeder mit dem Link kann diesen Bericht ohne Anmeldung lesen; ein Kampf wird in seinem Browser nachgespielt. Du kannst den Link jederzeit zurücknehmen.',
    sharing: 'Geteilt: Jeder mit diesem Link kann ihn lesen.',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    copyFailed: 'Kopieren ist hier nicht erlaubt: Markiere den Link und kopiere ihn.',
    revoke: 'Nicht mehr teilen',
    revoked: 'Der Link öffnet diesen Bericht nicht mehr.',
    shared: 'Bericht geteilt: Der Link ist bereit',
    heading: 'Ein geteilter Bericht',
    by: 'Geteilt von {{owner}}',
    gone: 'Dieser Link wurde zurückgenommen: Sein Bericht ist nicht mehr geteilt.',
    missing: 'Unter diesem Link ist kein Bericht geteilt.',
    join: 'Ephoran Frontier spielen',
  },
};
