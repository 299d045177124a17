/** Texts of fleetorders (English and German), apart from en.ts and de.ts. */
export const fleetordersEn = {};

export const fleetordersDe: typeof fleetordersEn = {};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const fleetordersServerDe: Record<string, string> = {
  'A base holds at most 3 repeat orders': 'Eine Basis hält höchstens 3 Daueraufträge',
  'Give the order at least one target': 'Gib dem Auftrag mindestens ein Ziel',
  'A repeat order has at most 5 targets': 'Ein Dauerauftrag hat höchstens 5 Ziele',
  'A repeat order farms pirate ships and asteroids only': 'Ein Dauerauftrag gilt nur Piratenschiffen und Asteroiden',
  'The loss threshold is a whole percent from 0 to 90': 'Die Verlustschwelle ist eine ganze Prozentzahl von 0 bis 90',
  'There is no such repeat order': 'Diesen Dauerauftrag gibt es nicht',
  'A base holds at most 3 contingency rules': 'Eine Basis hält höchstens 3 Notfallregeln',
  'A contingency rule fires from 1 to 60 minutes before the attack lands':
    'Eine Notfallregel greift 1 bis 60 Minuten vor dem Einschlag des Angriffs',
  'There is no such contingency rule': 'Diese Notfallregel gibt es nicht',
  'There is no such attack on its way to your base': 'Kein solcher Angriff ist auf dem Weg zu deiner Basis',
  'Your fleet is not home: there is nothing to evade with': 'Deine Flotte ist nicht daheim: es gibt nichts zum Ausweichen',
  'Your shield is up: the attack will not land': 'Dein Schild ist aktiv: der Angriff wird nicht landen',
};
