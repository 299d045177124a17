/** Texts of season (English and German), apart from en.ts and de.ts. */
export const seasonEn = {
  season: {
    countdown: {
      label: 'Season',
      open: 'The season ends in {{time}}',
      registrationClosed: 'Registration closed · the season ends in {{time}}',
      finalWeek: 'Final week · the world closes in {{time}}',
      ended: 'This world has ended.',
      hall: 'See its hall of fame',
      victory: {
        'top-alliance-influence': 'Victory: the top alliance by influence, held {{count}} day(s) without a break',
        'vault-ranking': 'Victory: the top alliance in the Ephoran Vault, held {{count}} day(s) without a break',
      },
      afterDay: '{{victory}}, after day {{day}}',
    },
    catchUp: 'Late-joiner bonus +{{percent}} % production, fades in {{days}} days',
    catchUpHint: 'It shrinks every day and ends at your first attack on a commander.',
    control: {
      legend: 'Season (leave the length empty for a world without end)',
      lengthDays: 'Length (days)',
      victoryKind: 'Victory condition',
      holdDays: 'Held for (days)',
      afterDay: 'After day',
      afterDayHint: 'The hold counts only the days after this one (0: from the start).',
      afterDayInvalid:
        'After day must be a whole number from 0 to {{max}}: the {{hold}} day(s) held must fit before the end.',
      kinds: {
        'top-alliance-influence': 'Top alliance by influence',
        'vault-ranking': 'Top alliance in the Ephoran Vault',
      },
      ends: 'Ends',
      endless: 'no end',
    },
    hall: {
      title: 'Hall of fame',
      lead: 'What each closed world left behind: its winner, its alliances and commanders in their final places.',
      none: 'No world has ended yet.',
      worlds: 'Closed worlds',
      ended_one: 'Ended {{date}} after {{days}} days · {{count}} commander',
      ended_other: 'Ended {{date}} after {{days}} days · {{count}} commanders',
      winner: 'Winner: {{name}}',
      noWinner: 'No alliance held the lead long enough: no winner.',
      alliances: 'Alliances',
      commanders: 'Commanders',
      rank: '#',
      name: 'Name',
      alliance: 'Alliance',
      back: 'All closed worlds',
      link: 'Hall of fame',
      notFound: 'This world has no hall of fame yet.',
    },
  },
};

export const seasonDe: typeof seasonEn = {
  season: {
    countdown: {
      label: 'Saison',
      open: 'Die Saison endet in {{time}}',
      registrationClosed: 'Anmeldung geschlossen · die Saison endet in {{time}}',
      finalWeek: 'Letzte Woche · die Welt schließt in {{time}}',
      ended: 'Diese Welt ist zu Ende.',
      hall: 'Zur Ruhmeshalle',
      victory: {
        'top-alliance-influence': 'Sieg: die Allianz mit dem meisten Einfluss, {{count}} Tag(e) ohne Unterbrechung',
        'vault-ranking': 'Sieg: die beste Allianz im Ephoran-Gewölbe, {{count}} Tag(e) ohne Unterbrechung',
      },
      afterDay: '{{victory}}, nach Tag {{day}}',
    },
    catchUp: 'Nachzüglerbonus +{{percent}} % Produktion, schwindet in {{days}} Tagen',
    catchUpHint: 'Er wird jeden Tag kleiner und endet mit deinem ersten Angriff auf einen Kommandanten.',
    control: {
      legend: 'Saison (Länge leer lassen für eine Welt ohne Ende)',
      lengthDays: 'Länge (Tage)',
      victoryKind: 'Siegbedingung',
      holdDays: 'Gehalten für (Tage)',
      afterDay: 'Nach Tag',
      afterDayHint: 'Gezählt werden nur die Tage nach diesem (0: vom Start an).',
      afterDayInvalid:
        '„Nach Tag“ muss eine ganze Zahl von 0 bis {{max}} sein: Die {{hold}} gehaltenen Tage müssen vor das Ende passen.',
      kinds: {
        'top-alliance-influence': 'Allianz mit dem meisten Einfluss',
        'vault-ranking': 'Beste Allianz im Ephoran-Gewölbe',
      },
      ends: 'Endet',
      endless: 'kein Ende',
    },
    hall: {
      title: 'Ruhmeshalle',
      lead: 'Was jede geschlossene Welt hinterlassen hat: ihren Sieger, ihre Allianzen und Kommandanten auf ihren letzten Plätzen.',
      none: 'Noch ist keine Welt zu Ende.',
      worlds: 'Geschlossene Welten',
      ended_one: 'Beendet am {{date}} nach {{days}} Tagen · {{count}} Kommandant',
      ended_other: 'Beendet am {{date}} nach {{days}} Tagen · {{count}} Kommandanten',
      winner: 'Sieger: {{name}}',
      noWinner: 'Keine Allianz hat die Führung lange genug gehalten: kein Sieger.',
      alliances: 'Allianzen',
      commanders: 'Kommandanten',
      rank: '#',
      name: 'Name',
      alliance: 'Allianz',
      back: 'Alle geschlossenen Welten',
      link: 'Ruhmeshalle',
      notFound: 'Diese Welt hat noch keine Ruhmeshalle.',
    },
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const seasonServerDe: Record<string, string> = {
  'This world has ended: its hall of fame keeps the final rankings':
    'Diese Welt ist zu Ende: Ihre Ruhmeshalle bewahrt die Schlussranglisten',
  'This world has ended: its chat can be read but takes no new messages':
    'Diese Welt ist zu Ende: Ihr Chat bleibt lesbar, nimmt aber keine neuen Nachrichten an',
  'Registration for this world has closed: join a world that is still open':
    'Die Anmeldung für diese Welt ist geschlossen: Tritt einer Welt bei, die noch offen ist',
  // the create-world form's refusals that name their field (decision 069)
  'After day is not valid': '„Nach Tag“ ist ungültig: Die gehaltenen Tage müssen vor das Ende passen',
  'Hold days is not valid': '„Gehalten für“ ist ungültig: Höchstens so viele Tage, wie die Welt dauert',
};
