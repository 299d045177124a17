/** Texts of operations: the invariant checker, the ledger, the economy (English and German), apart from en.ts and de.ts. */
export const opsEn = {
  ops: {
    tabs: { checks: 'Checks' },
    checks: {
      intro:
        'What must hold in a world at every moment, checked every night and when you ask. A repair changes only what is safe: amounts below zero become zero, a host’s guests become what the fleets stationed there hold, an alliance gets exactly one leader, an event of a base that is gone is dropped. Each repair is in the audit log.',
      world: 'World',
      check: 'Check',
      checkRepair: 'Check and repair',
      checked: '{{found}} found, {{repaired}} repaired',
      runs: 'Latest runs',
      noRuns: 'No run yet.',
      run: '{{when}} · {{by}} · {{found}} found · {{repaired}} repaired',
      nothing: 'Nothing found.',
      kind: 'Invariant',
      subject: 'Row',
      details: 'Found',
      repaired: 'Repaired',
      yes: 'yes',
      no: 'no',
      commander: 'Commander',
      kinds: {
        'negative-stores': 'Stores below zero',
        'negative-units': 'Units below zero in a base',
        'negative-fleet-units': 'Units below zero in a fleet',
        'stationed-mismatch': 'Guests differ from the fleets stationed',
        'fleets-over-slots': 'More fleets away than march slots',
        'stranded-fleet': 'Fleet under way with nothing to move it',
        'multiple-memberships': 'Commander in more than one alliance',
        'leader-count': 'Alliance without exactly one leader',
        'applied-twice': 'Fleet leg applied twice',
        orphan: 'Row of a parent that is gone',
      },
    },
  },
};

export const opsDe: typeof opsEn = {
  ops: {
    tabs: { checks: 'Prüfungen' },
    checks: {
      intro:
        'Was in einer Welt jederzeit gelten muss, jede Nacht geprüft und wann immer du fragst. Eine Reparatur ändert nur, was sicher ist: Mengen unter null werden null, die Gäste eines Gastgebers werden zu dem, was die dort stationierten Flotten halten, eine Allianz bekommt genau einen Anführer, ein Ereignis einer verschwundenen Basis wird verworfen. Jede Reparatur steht im Prüfprotokoll.',
      world: 'Welt',
      check: 'Prüfen',
      checkRepair: 'Prüfen und reparieren',
      checked: '{{found}} gefunden, {{repaired}} repariert',
      runs: 'Letzte Läufe',
      noRuns: 'Noch kein Lauf.',
      run: '{{when}} · {{by}} · {{found}} gefunden · {{repaired}} repariert',
      nothing: 'Nichts gefunden.',
      kind: 'Invariante',
      subject: 'Zeile',
      details: 'Befund',
      repaired: 'Repariert',
      yes: 'ja',
      no: 'nein',
      commander: 'Kommandant',
      kinds: {
        'negative-stores': 'Lager unter null',
        'negative-units': 'Einheiten unter null in einer Basis',
        'negative-fleet-units': 'Einheiten unter null in einer Flotte',
        'stationed-mismatch': 'Gäste weichen von den stationierten Flotten ab',
        'fleets-over-slots': 'Mehr Flotten unterwegs als Marschplätze',
        'stranded-fleet': 'Flotte unterwegs, die nichts weiterbewegt',
        'multiple-memberships': 'Kommandant in mehr als einer Allianz',
        'leader-count': 'Allianz ohne genau einen Anführer',
        'applied-twice': 'Flottenabschnitt zweimal angewandt',
        orphan: 'Zeile eines verschwundenen Elternteils',
      },
    },
  },
};
