/** German for server texts that had none (the test in tests/integration/german-server-texts.test.ts lists any left). */
export const serverExtraDe: Record<string, string> = {
  'This event is not waiting any more': 'Dieses Event wartet nicht mehr',
  'You cannot attack a member of your alliance': 'Du kannst kein Mitglied deiner Allianz angreifen',
  'Name at least one amount to change': 'Nenne mindestens eine Menge, die sich ändern soll',
  'A fleet of this commander is away or one is coming: move the base when none is':
    'Eine Flotte dieses Kommandanten ist unterwegs oder kommt gerade: versetze die Basis, wenn keine unterwegs ist',
  'No SMTP server is configured: mail is read in this outbox':
    'Es ist kein SMTP-Server eingerichtet: E-Mails werden in diesem Postausgang gelesen',
  'Mail not found': 'E-Mail nicht gefunden',
  'This mail was delivered already': 'Diese E-Mail wurde bereits zugestellt',
  'The speed of a world can change only while no commander lives there':
    'Die Geschwindigkeit einer Welt kann sich nur ändern, solange dort kein Kommandant lebt',
  'Nothing to change: these are the settings already': 'Nichts zu ändern: Das sind bereits die Einstellungen',
  'World not found': 'Welt nicht gefunden',
  'Message not found': 'Nachricht nicht gefunden',
  'You cannot report your own message': 'Du kannst deine eigene Nachricht nicht melden',
  'You reported this message already': 'Du hast diese Nachricht bereits gemeldet',
  'This message has no open reports': 'Zu dieser Nachricht gibt es keine offenen Meldungen',
  'Event not found': 'Event nicht gefunden',
  'Choose one of the five events': 'Wähle eines der fünf Events',
  'An event starts now or later': 'Ein Event beginnt jetzt oder später',
  'This event already runs in that world at that time': 'Dieses Event läuft in dieser Welt zu dieser Zeit bereits',
  'Mission not found': 'Mission nicht gefunden',
  'Mission is already in progress': 'Die Mission läuft bereits',
  'Mission is already finished': 'Die Mission ist bereits abgeschlossen',
  'Claim the rewards of this report before deleting it':
    'Hole die Belohnungen dieses Berichts ab, bevor du ihn löschst',
  'Temporarily blocked': 'Vorübergehend gesperrt',
  'The end of a suspension must be in the future': 'Das Ende einer Sperre muss in der Zukunft liegen',
  'An admin account cannot be suspended': 'Ein Admin-Konto kann nicht gesperrt werden',
  'This account is not suspended': 'Dieses Konto ist nicht gesperrt',
  'Core not found': 'Kern nicht gefunden',
  // alliance webhooks (decision 074)
  'Webhook address must be an http or https URL without a user name or password':
    'Die Webhook-Adresse muss eine http- oder https-URL ohne Benutzername und Passwort sein',
  'Webhook address must be public: it points into a private network':
    'Die Webhook-Adresse muss öffentlich sein: Sie zeigt in ein privates Netz',
  'Webhook address does not resolve': 'Die Webhook-Adresse lässt sich nicht auflösen',
  'Choose at least one happening to send': 'Wähle mindestens ein Ereignis, das gesendet werden soll',
  'An alliance can have at most $max webhooks': 'Eine Allianz kann höchstens $max Webhooks haben',
  'Only the alliance’s leader manages its webhooks': 'Nur der Anführer der Allianz verwaltet ihre Webhooks',
  'Webhook not found': 'Webhook nicht gefunden',
};
