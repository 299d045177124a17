/** Texts of status (English and German), apart from en.ts and de.ts. */
export const statusEn = {
  status: {
    title: 'Server status',
    lead: 'How late each world applied its events in the last hour, and whether its clock runs slow.',
    caption: 'Worlds, their events in the last hour and their clocks',
    world: 'World',
    applied: 'Events in the last hour',
    p50: 'Late (median)',
    p99: 'Late (99th percentile)',
    clock: 'Clock',
    normal: 'Normal speed',
    slowed: 'Slowed to {{percent}} % since {{since}}',
    none: 'No worlds yet.',
    failed: 'The status could not be loaded. Try again in a minute.',
    control: {
      title: 'World clocks (time dilation)',
      lastHour: 'Last hour',
      figures: '{{n}} events · late p50 {{p50}} ms · p99 {{p99}} ms',
    },
    /** on top of a commander's screens while their world's clock runs slow */
    worldClock:
      "This world's clock runs at {{percent}} % to keep up: every build, training, research and fleet takes longer alike, so their order holds.",
    /** the same line as the clock comes back to normal speed */
    worldClockNormal: "This world's clock runs at normal speed again; your timers have been brought forward alike.",
    explain:
      'When a world falls behind, its clock slows evenly instead of letting events jam: every build, training, research and fleet of that world takes longer alike, so their order holds and nobody is caught out by lag. It slows by a tenth a minute, never below 50 %, and speeds up again the same way once the world keeps up. Production is never slowed. The figures are refreshed about every half minute.',
  },
};

export const statusDe: typeof statusEn = {
  status: {
    title: 'Serverstatus',
    lead: 'Wie spät jede Welt ihre Ereignisse in der letzten Stunde angewendet hat und ob ihre Uhr langsamer läuft.',
    caption: 'Welten, ihre Ereignisse der letzten Stunde und ihre Uhren',
    world: 'Welt',
    applied: 'Ereignisse der letzten Stunde',
    p50: 'Verspätung (Median)',
    p99: 'Verspätung (99. Perzentil)',
    clock: 'Uhr',
    normal: 'Normale Geschwindigkeit',
    slowed: 'Verlangsamt auf {{percent}} % seit {{since}}',
    none: 'Noch keine Welten.',
    failed: 'Der Status konnte nicht geladen werden. Versuche es in einer Minute erneut.',
    control: {
      title: 'Uhren der Welten (Zeitdehnung)',
      lastHour: 'Letzte Stunde',
      figures: '{{n}} Ereignisse · Verspätung p50 {{p50}} ms · p99 {{p99}} ms',
    },
    worldClock:
      'Die Uhr dieser Welt läuft mit {{percent}} %, um mitzuhalten: Jeder Bau, jede Ausbildung, jede Forschung und jede Flotte dauert gleichermaßen länger, so bleibt ihre Reihenfolge erhalten.',
    worldClockNormal:
      'Die Uhr dieser Welt läuft wieder mit normaler Geschwindigkeit; deine Timer wurden gleichermaßen vorgezogen.',
    explain:
      'Fällt eine Welt zurück, läuft ihre Uhr gleichmäßig langsamer, statt Ereignisse stauen zu lassen: Jeder Bau, jede Ausbildung, jede Forschung und jede Flotte dieser Welt dauert gleichermaßen länger, so bleibt ihre Reihenfolge erhalten und niemand wird von Verzögerungen überrascht. Sie verlangsamt sich um ein Zehntel pro Minute, nie unter 50 %, und wird auf dieselbe Weise wieder schneller, sobald die Welt mithält. Die Produktion wird nie verlangsamt. Die Zahlen werden etwa jede halbe Minute aktualisiert.',
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const statusServerDe: Record<string, string> = {};
