/** Terms of Service, Privacy Policy and About, in English and German. */
export interface LegalPage {
  title: string;
  updated: string;
  sections: [string, string][];
}

export const legalEn: Record<'terms' | 'privacy' | 'about', LegalPage> = {
  terms: {
    title: 'Terms of Service',
    updated: 'Last updated: 22 November 2026',
    sections: [
      [
        '1. The service',
        'Ephoran Frontier is a browser game in open beta. Access is granted by the team after a manual review of each registration; we may pause, reset or end the beta at any time, and game worlds may be wiped between beta phases.',
      ],
      [
        '2. Your account',
        'One person, one account. Keep your password and your two-factor device safe; you are responsible for what happens under your account. Sharing, selling or buying accounts is not allowed.',
      ],
      [
        '3. Fair play',
        'No bots, scripts, exploits of bugs, multi-accounting or feeding one account from another. Report bugs through Contact Us instead of using them. We may suspend accounts that break these rules.',
      ],
      [
        '4. Conduct',
        'Be respectful in chat, alliance and profile names. Harassment, hate speech, spam and sharing personal data of others lead to removal of content and possibly of the account.',
      ],
      [
        '5. Virtual items',
        'Credits, items and resources have no monetary value and remain part of the game. They may be rebalanced or reset during the beta.',
      ],
      [
        '6. Liability',
        'The beta is provided as it is, without warranty. To the extent the law permits, we are not liable for lost progress or interruptions.',
      ],
      ['7. Contact', 'Questions about these terms: use the Contact Us form.'],
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: 22 November 2026',
    sections: [
      [
        'What we store',
        'Your username, e-mail address, a hash of your password (never the password itself), your profile names and avatars, your game state, your sign-in times, and support messages you send us.',
      ],
      [
        'Why',
        'To run your account and the game, to review registrations, to answer support requests, and to keep the game fair and secure (for example, counting failed sign-in attempts).',
      ],
      [
        'Analytics',
        'We count page views per page on our own server, without cookies, third-party trackers or personal profiles. No analytics data leaves our servers.',
      ],
      ['Captcha', 'Our captcha is a proof of work computed in your browser. It sends no data to any third party.'],
      [
        'E-mail',
        'We send account mails (approval, answers to your tickets). Newsletters and event mails can be stopped with the unsubscribe link in every mail.',
      ],
      [
        'Your rights',
        'You can ask us for a copy of your data, its correction or its deletion through Contact Us. Deleting an account removes its profiles and game state.',
      ],
      [
        'Storage in your browser',
        'Your browser keeps your session token, whether a profile is selected, and your chosen language in local storage. Signing out removes the session data.',
      ],
    ],
  },
  about: {
    title: 'About',
    updated: 'Ephoran Frontier — open beta',
    sections: [
      [
        'The game',
        'Ephoran Frontier is a persistent, asynchronous 4X strategy game of space exploration, built for the browser. Your empire keeps working while you are offline: queues finish, resources flow, fleets arrive.',
      ],
      [
        'The team',
        'A small independent team of players and engineers who grew up on browser strategy games and wanted one that respects your time: no tick you must wake up for, no surprise that the server did not tell you about.',
      ],
      [
        'The beta',
        'We review every registration by hand to keep the galaxy healthy while it grows. Thank you for your patience — and for every bug report.',
      ],
    ],
  },
};

export const legalDe: typeof legalEn = {
  terms: {
    title: 'Nutzungsbedingungen',
    updated: 'Zuletzt aktualisiert: 22. November 2026',
    sections: [
      [
        '1. Der Dienst',
        'Ephoran Frontier ist ein Browserspiel in der offenen Beta. Zugang gewährt das Team nach einer Prüfung jeder Registrierung von Hand; wir können die Beta jederzeit pausieren, zurücksetzen oder beenden, und Spielwelten können zwischen Beta-Phasen gelöscht werden.',
      ],
      [
        '2. Dein Konto',
        'Eine Person, ein Konto. Schütze dein Passwort und dein Zwei-Faktor-Gerät; du bist für alles verantwortlich, was unter deinem Konto geschieht. Konten zu teilen, zu verkaufen oder zu kaufen ist nicht erlaubt.',
      ],
      [
        '3. Faires Spiel',
        'Keine Bots, Skripte, Ausnutzung von Fehlern, Mehrfachkonten oder das Füttern eines Kontos durch ein anderes. Melde Fehler über das Kontaktformular, statt sie zu nutzen. Wir können Konten sperren, die gegen diese Regeln verstoßen.',
      ],
      [
        '4. Verhalten',
        'Sei respektvoll in Chat, Allianz- und Profilnamen. Belästigung, Hassrede, Spam und das Teilen persönlicher Daten anderer führen zur Entfernung von Inhalten und eventuell des Kontos.',
      ],
      [
        '5. Virtuelle Gegenstände',
        'Credits, Gegenstände und Rohstoffe haben keinen Geldwert und bleiben Teil des Spiels. Sie können während der Beta angepasst oder zurückgesetzt werden.',
      ],
      [
        '6. Haftung',
        'Die Beta wird so bereitgestellt, wie sie ist, ohne Gewähr. Soweit gesetzlich zulässig, haften wir nicht für verlorenen Fortschritt oder Unterbrechungen.',
      ],
      ['7. Kontakt', 'Fragen zu diesen Bedingungen: nutze das Kontaktformular.'],
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    updated: 'Zuletzt aktualisiert: 22. November 2026',
    sections: [
      [
        'Was wir speichern',
        'Deinen Benutzernamen, deine E-Mail-Adresse, einen Hash deines Passworts (nie das Passwort selbst), deine Profilnamen und Avatare, deinen Spielstand, deine Anmeldezeiten und Support-Nachrichten, die du uns schickst.',
      ],
      [
        'Wozu',
        'Um dein Konto und das Spiel zu betreiben, Registrierungen zu prüfen, Support-Anfragen zu beantworten und das Spiel fair und sicher zu halten (zum Beispiel durch das Zählen fehlgeschlagener Anmeldungen).',
      ],
      [
        'Statistik',
        'Wir zählen Seitenaufrufe pro Seite auf unserem eigenen Server, ohne Cookies, Tracker Dritter oder persönliche Profile. Keine Statistikdaten verlassen unsere Server.',
      ],
      ['Captcha', 'Unser Captcha ist ein Rechennachweis, den dein Browser erbringt. Es sendet keine Daten an Dritte.'],
      [
        'E-Mail',
        'Wir senden Kontomails (Freigabe, Antworten auf deine Tickets). Newsletter und Ereignis-Mails kannst du mit dem Abmeldelink in jeder Mail abbestellen.',
      ],
      [
        'Deine Rechte',
        'Über das Kontaktformular kannst du eine Kopie deiner Daten, ihre Berichtigung oder ihre Löschung verlangen. Das Löschen eines Kontos entfernt seine Profile und seinen Spielstand.',
      ],
      [
        'Speicher in deinem Browser',
        'Dein Browser speichert dein Sitzungstoken, ob ein Profil gewählt ist, und deine gewählte Sprache im lokalen Speicher. Beim Abmelden werden die Sitzungsdaten entfernt.',
      ],
    ],
  },
  about: {
    title: 'Über uns',
    updated: 'Ephoran Frontier – offene Beta',
    sections: [
      [
        'Das Spiel',
        'Ephoran Frontier ist ein beständiges, asynchrones 4X-Strategiespiel der Weltraumerkundung für den Browser. Dein Imperium arbeitet weiter, während du offline bist: Warteschlangen enden, Rohstoffe fließen, Flotten kommen an.',
      ],
      [
        'Das Team',
        'Ein kleines unabhängiges Team aus Spielern und Entwicklern, die mit Browser-Strategiespielen groß geworden sind und eines wollten, das deine Zeit respektiert: kein Takt, für den du aufstehen musst, keine Überraschung, von der dir der Server nichts gesagt hat.',
      ],
      [
        'Die Beta',
        'Wir prüfen jede Registrierung von Hand, damit die Galaxie gesund wächst. Danke für deine Geduld – und für jeden Fehlerbericht.',
      ],
    ],
  },
};
