/** Texts of econops (English and German), apart from en.ts and de.ts: the stations' board, the market notice, the ledger search. */
export const econopsEn = {
  econops: {
    board: {
      title: 'Trading stations',
      intro:
        'Each station’s price in food (line) and units traded (bars) over the 14 days to this day. A day is flagged in red when its close is over twice or under half the median of the 7 days before, or its volume over four times theirs.',
      station: 'Station {{x}}:{{y}}',
      stationHead: 'Station',
      chart: '14 days',
      chartOf: '{{name}}: closes and volumes from {{from}} to {{to}}',
      close: 'Close',
      change: 'Change',
      volume: 'Volume',
      alert: 'Alert',
      none: 'No trades at any station in these 14 days.',
      more_one: 'And {{count}} more.',
      more_other: 'And {{count}} more.',
    },
    reason: {
      priceHigh: 'Price {{ratio}}× the 7-day median ({{median}} → {{value}})',
      priceLow: 'Price under half the 7-day median ({{median}} → {{value}})',
      volume: 'Volume {{ratio}}× the 7-day median ({{median}} → {{value}})',
    },
    movers: {
      title: 'Top movers',
      intro:
        'The commanders whose stores changed the most that day, all resources and credits together (net: what came in less what went out). A duplication shows as a large net gain.',
      net: 'Net',
    },
    notice: {
      title_one: '{{count}} market anomaly today or yesterday',
      title_other: '{{count}} market anomalies today or yesterday',
      item: '{{world}}, {{day}}: {{station}} · {{resource}}',
    },
    search: {
      intro:
        'Every commander’s ledger in one world, newest first. Filter by kind, days (UTC), any part of a commander’s name and the least amount of one resource moved, gained or lost.',
      commander: 'Commander',
      min: 'At least',
      go: 'Search',
      reverted: 'reverted',
    },
  },
};

export const econopsDe: typeof econopsEn = {
  econops: {
    board: {
      title: 'Handelsstationen',
      intro:
        'Der Preis jeder Station in Nahrung (Linie) und die gehandelten Einheiten (Balken) in den 14 Tagen bis zu diesem Tag. Ein Tag wird rot markiert, wenn sein Schlusskurs über dem Doppelten oder unter der Hälfte des Medians der 7 Tage davor liegt oder sein Volumen über dem Vierfachen ihres Medians.',
      station: 'Station {{x}}:{{y}}',
      stationHead: 'Station',
      chart: '14 Tage',
      chartOf: '{{name}}: Schlusskurse und Volumen vom {{from}} bis {{to}}',
      close: 'Schluss',
      change: 'Änderung',
      volume: 'Volumen',
      alert: 'Warnung',
      none: 'In diesen 14 Tagen wurde an keiner Station gehandelt.',
      more_one: 'Und {{count}} weitere.',
      more_other: 'Und {{count}} weitere.',
    },
    reason: {
      priceHigh: 'Preis {{ratio}}× der Median der 7 Tage ({{median}} → {{value}})',
      priceLow: 'Preis unter der Hälfte des Medians der 7 Tage ({{median}} → {{value}})',
      volume: 'Volumen {{ratio}}× der Median der 7 Tage ({{median}} → {{value}})',
    },
    movers: {
      title: 'Größte Bewegungen',
      intro:
        'Die Kommandanten, deren Lager sich an diesem Tag am stärksten verändert haben, alle Ressourcen und Credits zusammen (netto: was hereinkam abzüglich dessen, was hinausging). Eine Vervielfältigung zeigt sich als großer Nettogewinn.',
      net: 'Netto',
    },
    notice: {
      title_one: '{{count}} Marktauffälligkeit heute oder gestern',
      title_other: '{{count}} Marktauffälligkeiten heute oder gestern',
      item: '{{world}}, {{day}}: {{station}} · {{resource}}',
    },
    search: {
      intro:
        'Das Kontobuch aller Kommandanten einer Welt, das Neueste zuerst. Filtere nach Art, Tagen (UTC), einem Teil des Kommandantennamens und der kleinsten bewegten Menge einer Ressource, gewonnen oder verloren.',
      commander: 'Kommandant',
      min: 'Mindestens',
      go: 'Suchen',
      reverted: 'zurückgenommen',
    },
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const econopsServerDe: Record<string, string> = {};
