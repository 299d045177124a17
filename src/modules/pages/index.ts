/** Pages: the rules and the news, written by admins in markdown. */
export { pagesRouter } from './procedures.ts';
export { pagesCatalogue } from './errors.ts';
