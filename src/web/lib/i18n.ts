/**
 * i18n with i18next: the language is the user's choice, kept in local storage under
 * `selected-language`, defaulting to the browser's language. English and German are complete.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { gameNamesDe, gameNamesEn } from './locales/game-names.ts';
import { legalDe, legalEn } from './locales/legal.ts';
import { loreDe, loreEn } from './locales/lore.ts';

export const LANGUAGE_KEY = 'selected-language';
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
] as const;

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      en: { ...en, common: { ...en.common, ...gameNamesEn }, lore: loreEn, legal: legalEn },
      de: { ...de, common: { ...de.common, ...gameNamesDe }, lore: loreDe, legal: legalDe },
    },
    supportedLngs: ['en', 'de'],
    nonExplicitSupportedLngs: true,
    fallbackLng: 'en',
    ns: ['common', 'server', 'lore', 'legal'],
    defaultNS: 'common',
    returnObjects: true,
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_KEY, caches: ['localStorage'] },
  });

export function setLanguage(code: string) {
  void i18n.changeLanguage(code);
  localStorage.setItem(LANGUAGE_KEY, code);
  document.documentElement.lang = code;
}
