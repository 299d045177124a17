/**
 * i18n with i18next: the language is the user's choice, kept in local storage under
 * `selected-language`, defaulting to the browser's language. English and German are complete.
 *
 * Texts load per language and namespace at runtime (i18next-resources-to-backend): a visitor
 * downloads the texts of their own language only, and the lore and legal pages' long texts only
 * when those pages open (`useTranslation(['common', 'lore'])`). `i18nReady` settles once the
 * first language's common texts are in; the app renders after it.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'selected-language';
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
] as const;

type Lang = 'en' | 'de';

/**
 * The game's texts (base, research, items, tasks, the control panel, the map, marches, reports,
 * alliance and chat, names of buildings, research and units) join the common namespace once a signed-in route or the player's panels ask for them
 * (`loadGameTexts`): a guest never downloads them.
 */
let gameWanted = false;
let gameLoaded: Promise<void> | null = null;

async function gameTexts(lng: Lang): Promise<Record<string, unknown>> {
  const [play, control, galaxy, social, names, trade, rallies, bodies, rankings, people, ops, ...season] =
    await Promise.all([
      lng === 'de'
        ? import('./locales/play-de.ts').then((m) => m.playDe)
        : import('./locales/play-en.ts').then((m) => m.playEn),
      lng === 'de'
        ? import('./locales/control-de.ts').then((m) => m.controlDe)
        : import('./locales/control-en.ts').then((m) => m.controlEn),
      lng === 'de'
        ? import('./locales/galaxy-de.ts').then((m) => m.galaxyDe)
        : import('./locales/galaxy-en.ts').then((m) => m.galaxyEn),
      import('./locales/social.ts'),
      import('./locales/game-names.ts'),
      import('./locales/trade.ts'),
      import('./locales/rallies.ts'),
      import('./locales/report-bodies.ts'),
      import('./locales/rankings.ts'),
      import('./locales/people.ts'),
      import('./locales/ops.ts'),
      import('./locales/sitting.ts').then((m) => (lng === 'de' ? m.sittingDe : m.sittingEn)),
      import('./locales/protection.ts').then((m) => (lng === 'de' ? m.protectionDe : m.protectionEn)),
      import('./locales/away.ts').then((m) => (lng === 'de' ? m.awayDe : m.awayEn)),
      import('./locales/season.ts').then((m) => (lng === 'de' ? m.seasonDe : m.seasonEn)),
      import('./locales/warroom.ts').then((m) => (lng === 'de' ? m.warroomDe : m.warroomEn)),
      import('./locales/allyops.ts').then((m) => (lng === 'de' ? m.allyopsDe : m.allyopsEn)),
      import('./locales/plans.ts').then((m) => (lng === 'de' ? m.plansDe : m.plansEn)),
      import('./locales/fleetorders.ts').then((m) => (lng === 'de' ? m.fleetordersDe : m.fleetordersEn)),
      import('./locales/mapvision.ts').then((m) => (lng === 'de' ? m.mapvisionDe : m.mapvisionEn)),
      import('./locales/status.ts').then((m) => (lng === 'de' ? m.statusDe : m.statusEn)),
      import('./locales/econops.ts').then((m) => (lng === 'de' ? m.econopsDe : m.econopsEn)),
    ]);
  return lng === 'de'
    ? {
        ...play,
        ...control,
        ...galaxy,
        ...social.socialDe,
        ...names.gameNamesDe,
        ...trade.tradeDe,
        ...rallies.ralliesDe,
        ...bodies.reportBodiesDe,
        ...rankings.rankingsDe,
        ...people.peopleDe,
        ...ops.opsDe,
        ...Object.assign({}, ...season),
      }
    : {
        ...play,
        ...control,
        ...galaxy,
        ...social.socialEn,
        ...names.gameNamesEn,
        ...trade.tradeEn,
        ...rallies.ralliesEn,
        ...bodies.reportBodiesEn,
        ...rankings.rankingsEn,
        ...people.peopleEn,
        ...ops.opsEn,
        ...Object.assign({}, ...season),
      };
}

/** One language's core bundle: the common texts (with the game's once wanted) and the server's. */
async function core(lng: Lang) {
  const texts = await (lng === 'de'
    ? import('./locales/de.ts').then((m) => m.de)
    : import('./locales/en.ts').then((m) => m.en));
  return { ...texts, common: gameWanted ? { ...texts.common, ...(await gameTexts(lng)) } : texts.common };
}

async function load(lng: string, ns: string): Promise<object> {
  const lang: Lang = lng === 'de' ? 'de' : 'en';
  if (ns === 'lore') return import('./locales/lore.ts').then((m) => (lang === 'de' ? m.loreDe : m.loreEn));
  if (ns === 'legal') return import('./locales/legal.ts').then((m) => (lang === 'de' ? m.legalDe : m.legalEn));
  const bundle = await core(lang);
  return ns === 'server' ? bundle.server : bundle.common;
}

/** Adds the game's texts to every language loaded so far (a later language loads them with its own). */
export function loadGameTexts(): Promise<void> {
  gameWanted = true;
  gameLoaded ??= Promise.all(
    (['en', 'de'] as const)
      .filter((lng) => i18n.hasResourceBundle(lng, 'common'))
      .map(async (lng) => {
        i18n.addResourceBundle(lng, 'common', await gameTexts(lng), true, false);
      }),
  ).then(() => {});
  return gameLoaded;
}

export const i18n = i18next.createInstance();

/** The language the reader uses now: forms send it, so the server writes their e-mails in it. */
export const currentLanguage = (): Lang => (i18n.language?.startsWith('de') ? 'de' : 'en');

/**
 * A browser test installs `window.__i18nMissing` before the app loads; every key asked for that no
 * language has is reported to it (and the test fails: tests/e2e/support/fixtures.ts). A `t` call
 * with its own `defaultValue` chose that fallback and is not reported. Without the hook nothing is
 * tracked.
 */
type MissingReport = (key: string, ns: string, lng: string) => void;
const reportMissing = (globalThis as { __i18nMissing?: MissingReport }).__i18nMissing;
const missingKeys = reportMissing
  ? {
      saveMissing: true,
      missingKeyHandler: (
        lngs: readonly string[],
        ns: string,
        key: string,
        _fallback: string,
        _update: boolean,
        options: { defaultValue?: unknown },
      ) => {
        if (options?.defaultValue !== undefined) return;
        reportMissing(key, ns, lngs.join(','));
      },
    }
  : {};

export const i18nReady = i18n
  .use(LanguageDetector)
  .use(resourcesToBackend(load))
  .use(initReactI18next)
  .init({
    supportedLngs: ['en', 'de'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['common', 'server'],
    defaultNS: 'common',
    returnObjects: true,
    interpolation: { escapeValue: false },
    // texts added at runtime (the game's) re-render what already shows
    react: { bindI18nStore: 'added' },
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_KEY, caches: ['localStorage'] },
    ...missingKeys,
  });

export function setLanguage(code: string) {
  void i18n.changeLanguage(code);
  localStorage.setItem(LANGUAGE_KEY, code);
  document.documentElement.lang = code;
}
