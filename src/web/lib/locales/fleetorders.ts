/** Texts of fleetorders (English and German), apart from en.ts and de.ts. */
export const fleetordersEn = {
  fleetOrders: {
    title: 'Fleet orders',
    intro:
      'Orders your fleet follows while you are away: the server runs them on the clock, the same rules for everyone, free.',
    repeat: {
      title: 'Repeat orders',
      count: '{{count}} of {{limit}} active',
      none: 'No repeat orders yet.',
      help: 'A list of pirate ships and asteroids, a fleet each: the first fleet leaves now, and each time it comes home it flies to the next target. Up to {{targets}} targets; it stops when a target is gone, a trip loses more than the threshold, or the rules refuse the next send.',
      new: 'New repeat order',
      target: 'Target {{n}}',
      pick: 'Pirate ship or asteroid',
      pickNone: 'No pirate ships or asteroids near your base.',
      option: '{{kind}} level {{level}} at {{x}}:{{y}}',
      addTarget: 'Add a target',
      removeTarget: 'Remove target {{n}}',
      threshold: 'Stop when a trip loses more than (%)',
      preview: 'Round trip {{time}} · {{units}} units',
      give: 'Give the order',
      given: 'Repeat order given: the first fleet is on its way',
      stop: 'Stop',
      stopOne: 'Stop the repeat order to {{targets}}',
      stopped: 'Repeat order stopped: its fleet finishes the trip and stays home',
      active: 'Active · trip {{trips}} · now to {{x}}:{{y}}',
      done: 'Stopped after trip {{trips}}: {{why}}',
      loss: 'stops above {{threshold}} % losses',
      why: {
        stopped: 'you stopped it',
        recalled: 'you recalled its fleet',
        'target-gone': 'a target is gone',
        losses: 'a trip lost too much',
        'fleet-lost': 'the fleet did not come back',
        refused: 'the next send was refused',
      },
    },
    rules: {
      title: 'Contingency rules',
      count: '{{count}} of {{limit}}',
      none: 'No contingency rules: an attack stronger than your defence finds your fleet at home.',
      help: 'When a hostile fleet stronger than your defence is less than the given minutes away and you have not acted, the base acts on its own, once per attack.',
      minutes: 'Minutes before the attack lands',
      action: 'Then',
      actions: {
        evacuate: "Send the fleet to the home planet's orbit",
        shield: 'Raise a shield from the backpack',
        ally: 'Send the fleet to {{ally}}’s base',
        recall: 'Call the gathering fleets home',
      },
      actionChoices: {
        evacuate: 'Fleet to the home planet’s orbit',
        shield: 'Shield from the backpack',
        ally: 'Fleet to an ally’s base',
        recall: 'Gatherers home',
      },
      allyName: 'Ally (commander name)',
      allyGone: 'a commander who is gone',
      rule: '{{minutes}} min before: {{action}}',
      add: 'Add the rule',
      added: 'Contingency rule added',
      remove: 'Remove the rule “{{rule}}”',
      removed: 'Contingency rule removed',
    },
    notice: {
      stoppedTitle: 'Repeat order stopped: {{why}}',
      stoppedBody: {
        stopped: 'You stopped the repeat order after trip {{trips}}.',
        recalled: 'You recalled its fleet: the repeat order stopped after trip {{trips}}.',
        'target-gone': '{{target}} is gone: the repeat order stopped after trip {{trips}}. Your fleet is home.',
        losses:
          'The last trip lost {{lost}} % of the fleet, more than the order allows: it stopped after trip {{trips}}. Your fleet is home.',
        'fleet-lost': 'The fleet did not come back from {{target}}: the repeat order stopped after trip {{trips}}.',
        refused:
          'The next send to {{target}} was refused ({{refusal}}): the repeat order stopped after trip {{trips}}. Your fleet is home.',
      },
      evacuatedTitle: 'Fleet evacuated before {{attacker}}’s attack',
      evacuatedBody:
        '{{by}} {{units}} lifted off to the home planet’s orbit; the attack lands at {{lands}}, the fleet is home again at {{back}}.',
      byRule: 'Your contingency rule acted:',
      byNow: 'You evaded:',
      shieldTitle: 'Shield raised before {{attacker}}’s attack',
      shieldBody: 'Your contingency rule raised a shield from your backpack; the attack was to land at {{lands}}.',
      noShieldTitle: 'No shield for {{attacker}}’s attack',
      noShieldBody: 'Your contingency rule wanted to raise a shield, but your backpack has none.',
      rearmingBody:
        'Your contingency rule wanted to raise a shield, but the last one came down less than 30 minutes ago: a new one can go up at {{at}}.',
      allyTitle: 'Fleet sent to {{ally}} before {{attacker}}’s attack',
      allyBody:
        'Your contingency rule sent {{units}} to {{ally}}’s base as a reinforcement; it arrives at {{arrives}} and stays until you withdraw it.',
      allyOrbit: '{{units}}, for whom no ship had a seat, lifted off to the home planet’s orbit (home at {{back}}).',
      allyRefused: 'The fleet could not go to {{ally}} ({{refusal}}).',
      recallTitle: 'Gatherers called home before {{attacker}}’s attack',
      recallBody:
        'Your contingency rule called {{count}} gathering fleets home with what they had mined; the last is home at {{back}}.',
    },
    evade: {
      now: 'Evade now',
      one: 'Evade the attack of {{attacker}} now',
      done: '{{count}} units lifted off to the home planet’s orbit; home a minute after the attack lands',
      working: 'Evading…',
      toast: 'An attack is on its way to your base',
    },
  },
};

export const fleetordersDe: typeof fleetordersEn = {
  fleetOrders: {
    title: 'Flottenbefehle',
    intro:
      'Befehle, denen deine Flotte folgt, während du fort bist: der Server führt sie nach der Uhr aus, mit denselben Regeln für alle, kostenlos.',
    repeat: {
      title: 'Daueraufträge',
      count: '{{count}} von {{limit}} aktiv',
      none: 'Noch keine Daueraufträge.',
      help: 'Eine Liste von Piratenschiffen und Asteroiden mit je einer Flotte: die erste Flotte startet jetzt, und jedes Mal, wenn sie heimkehrt, fliegt sie zum nächsten Ziel. Bis zu {{targets}} Ziele; der Auftrag endet, wenn ein Ziel verschwunden ist, ein Flug mehr als die Schwelle verliert oder die Regeln den nächsten Start verweigern.',
      new: 'Neuer Dauerauftrag',
      target: 'Ziel {{n}}',
      pick: 'Piratenschiff oder Asteroid',
      pickNone: 'Keine Piratenschiffe oder Asteroiden in der Nähe deiner Basis.',
      option: '{{kind}} Stufe {{level}} bei {{x}}:{{y}}',
      addTarget: 'Ziel hinzufügen',
      removeTarget: 'Ziel {{n}} entfernen',
      threshold: 'Beenden, wenn ein Flug mehr verliert als (%)',
      preview: 'Hin und zurück {{time}} · {{units}} Einheiten',
      give: 'Auftrag erteilen',
      given: 'Dauerauftrag erteilt: die erste Flotte ist unterwegs',
      stop: 'Beenden',
      stopOne: 'Den Dauerauftrag nach {{targets}} beenden',
      stopped: 'Dauerauftrag beendet: seine Flotte beendet den Flug und bleibt daheim',
      active: 'Aktiv · Flug {{trips}} · jetzt nach {{x}}:{{y}}',
      done: 'Beendet nach Flug {{trips}}: {{why}}',
      loss: 'endet über {{threshold}} % Verlust',
      why: {
        stopped: 'von dir beendet',
        recalled: 'du hast seine Flotte zurückgerufen',
        'target-gone': 'ein Ziel ist verschwunden',
        losses: 'ein Flug hat zu viel verloren',
        'fleet-lost': 'die Flotte kam nicht zurück',
        refused: 'der nächste Start wurde verweigert',
      },
    },
    rules: {
      title: 'Notfallregeln',
      count: '{{count}} von {{limit}}',
      none: 'Keine Notfallregeln: ein Angriff, stärker als deine Verteidigung, trifft deine Flotte daheim an.',
      help: 'Ist eine feindliche Flotte, stärker als deine Verteidigung, weniger als die angegebenen Minuten entfernt und hast du nicht gehandelt, handelt die Basis selbst, einmal je Angriff.',
      minutes: 'Minuten vor dem Einschlag',
      action: 'Dann',
      actions: {
        evacuate: 'Die Flotte in den Orbit des Heimatplaneten schicken',
        shield: 'Einen Schild aus dem Rucksack aktivieren',
        ally: 'Die Flotte zur Basis von {{ally}} schicken',
        recall: 'Die Sammelflotten heimrufen',
      },
      actionChoices: {
        evacuate: 'Flotte in den Heimatorbit',
        shield: 'Schild aus dem Rucksack',
        ally: 'Flotte zu einem Verbündeten',
        recall: 'Sammler heim',
      },
      allyName: 'Verbündeter (Kommandantenname)',
      allyGone: 'einem Kommandanten, den es nicht mehr gibt',
      rule: '{{minutes}} Min. vorher: {{action}}',
      add: 'Regel hinzufügen',
      added: 'Notfallregel hinzugefügt',
      remove: 'Die Regel „{{rule}}“ entfernen',
      removed: 'Notfallregel entfernt',
    },
    notice: {
      stoppedTitle: 'Dauerauftrag beendet: {{why}}',
      stoppedBody: {
        stopped: 'Du hast den Dauerauftrag nach Flug {{trips}} beendet.',
        recalled: 'Du hast seine Flotte zurückgerufen: der Dauerauftrag endete nach Flug {{trips}}.',
        'target-gone':
          '{{target}} ist verschwunden: der Dauerauftrag endete nach Flug {{trips}}. Deine Flotte ist daheim.',
        losses:
          'Der letzte Flug verlor {{lost}} % der Flotte, mehr als der Auftrag erlaubt: er endete nach Flug {{trips}}. Deine Flotte ist daheim.',
        'fleet-lost': 'Die Flotte kam nicht von {{target}} zurück: der Dauerauftrag endete nach Flug {{trips}}.',
        refused:
          'Der nächste Start nach {{target}} wurde verweigert ({{refusal}}): der Dauerauftrag endete nach Flug {{trips}}. Deine Flotte ist daheim.',
      },
      evacuatedTitle: 'Flotte vor dem Angriff von {{attacker}} in Sicherheit gebracht',
      evacuatedBody:
        '{{by}} {{units}} sind in den Orbit des Heimatplaneten gestartet; der Angriff landet um {{lands}}, die Flotte ist um {{back}} wieder daheim.',
      byRule: 'Deine Notfallregel hat gehandelt:',
      byNow: 'Du bist ausgewichen:',
      shieldTitle: 'Schild vor dem Angriff von {{attacker}} aktiviert',
      shieldBody:
        'Deine Notfallregel hat einen Schild aus deinem Rucksack aktiviert; der Angriff sollte um {{lands}} landen.',
      noShieldTitle: 'Kein Schild für den Angriff von {{attacker}}',
      noShieldBody: 'Deine Notfallregel wollte einen Schild aktivieren, doch dein Rucksack hat keinen.',
      rearmingBody:
        'Deine Notfallregel wollte einen Schild aktivieren, doch der letzte fiel vor weniger als 30 Minuten: ein neuer kann um {{at}} aktiviert werden.',
      allyTitle: 'Flotte vor dem Angriff von {{attacker}} zu {{ally}} geschickt',
      allyBody:
        'Deine Notfallregel hat {{units}} als Verstärkung zur Basis von {{ally}} geschickt; sie kommt um {{arrives}} an und bleibt, bis du sie abziehst.',
      allyOrbit:
        '{{units}}, für die kein Schiff einen Platz hatte, sind in den Orbit des Heimatplaneten gestartet (daheim um {{back}}).',
      allyRefused: 'Die Flotte konnte nicht zu {{ally}} fliegen ({{refusal}}).',
      recallTitle: 'Sammler vor dem Angriff von {{attacker}} heimgerufen',
      recallBody:
        'Deine Notfallregel hat {{count}} Sammelflotten mit ihrer bisherigen Ausbeute heimgerufen; die letzte ist um {{back}} daheim.',
    },
    evade: {
      now: 'Jetzt ausweichen',
      one: 'Dem Angriff von {{attacker}} jetzt ausweichen',
      done: '{{count}} Einheiten in den Orbit des Heimatplaneten gestartet; daheim eine Minute nach dem Einschlag',
      working: 'Weiche aus…',
      toast: 'Ein Angriff ist auf dem Weg zu deiner Basis',
    },
  },
};

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
  'Name the ally whose base the fleet goes to': 'Nenne den Verbündeten, zu dessen Basis die Flotte fliegt',
  'That commander is not in your alliance or an allied one':
    'Dieser Kommandant ist nicht in deiner Allianz oder einer verbündeten',
  'There is no such attack on its way to your base': 'Kein solcher Angriff ist auf dem Weg zu deiner Basis',
  'Your fleet is not home: there is nothing to evade with':
    'Deine Flotte ist nicht daheim: es gibt nichts zum Ausweichen',
  'Your shield is up: the attack will not land': 'Dein Schild ist aktiv: der Angriff wird nicht landen',
};
