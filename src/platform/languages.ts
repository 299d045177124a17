/** The languages the game speaks (the client's two): e-mails and alerts are written in the reader's. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A stored or sent language, German only when it says so (English is the default). */
export const languageOf = (l: string | null | undefined): Language => (l === 'de' ? 'de' : 'en');
