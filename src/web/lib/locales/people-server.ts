/** German for the server's texts about a commander's people and account (friends, ignoring, networks, e-mail). */
export const peopleServerDe: Record<string, string> = {
  'This commander does not accept your messages': 'Dieser Kommandant nimmt deine Nachrichten nicht an',
  'You cannot choose yourself': 'Du kannst nicht dich selbst wählen',
  'You do not ignore this commander': 'Du ignorierst diesen Kommandanten nicht',
  'You ignore this commander: stop ignoring them first':
    'Du ignorierst diesen Kommandanten: hör zuerst auf, ihn zu ignorieren',
  'A friend request between you is already open': 'Zwischen euch ist bereits eine Freundschaftsanfrage offen',
  'You are already friends': 'Ihr seid bereits Freunde',
  'Friend request not available': 'Freundschaftsanfrage nicht verfügbar',
  'You are not friends with this commander': 'Du bist mit diesem Kommandanten nicht befreundet',
  'A shared network with this commander is already declared':
    'Ein gemeinsames Netzwerk mit diesem Kommandanten ist bereits erklärt',
  'Shared network declaration not available': 'Erklärung eines gemeinsamen Netzwerks nicht verfügbar',
  'You share a network with this commander: no convoys or attacks between you':
    'Du teilst ein Netzwerk mit diesem Kommandanten: keine Konvois oder Angriffe zwischen euch',
  'Search must have at least 2 characters': 'Die Suche muss mindestens 2 Zeichen haben',
  'This e-mail link is invalid or has expired': 'Dieser E-Mail-Link ist ungültig oder abgelaufen',
  'This is your e-mail address already': 'Das ist bereits deine E-Mail-Adresse',
};
