/** A contingency rule's notices in the reader's words: the shield rule that found no shield able to go up. */
import { describe, expect, test } from 'vitest';
import { i18n, loadGameTexts } from '../../lib/i18n.ts';
import { fleetOrderBody, fleetOrderTitle } from './fleet-order-notices.ts';

const at = Date.UTC(2026, 10, 28, 14, 30);
const clock = (lng: string) => new Date(at).toLocaleTimeString(lng, { hour: '2-digit', minute: '2-digit' });

describe('a shield rule that could not raise a shield', () => {
  test('rearming: says when a new one can go up, in English and German; an empty backpack says so', async () => {
    const rearming = { reason: 'contingency', action: 'shield' as const, attacker: 'Vex', item: null, rearmsAt: at };
    await i18n.changeLanguage('en');
    await loadGameTexts();
    const en = i18n.getFixedT('en');
    expect(fleetOrderTitle(en, rearming)).toBe('No shield for Vex’s attack');
    expect(fleetOrderBody(en, rearming, '')).toBe(
      `Your contingency rule wanted to raise a shield, but the last one came down less than 30 minutes ago: a new one can go up at ${clock('en')}.`,
    );
    expect(fleetOrderBody(en, { ...rearming, rearmsAt: undefined }, '')).toBe(
      'Your contingency rule wanted to raise a shield, but your backpack has none.',
    );
    await i18n.changeLanguage('de');
    await loadGameTexts();
    expect(fleetOrderBody(i18n.getFixedT('de'), rearming, '')).toContain(`ein neuer kann um ${clock('de')} aktiviert`);
    await i18n.changeLanguage('en');
  });
});
