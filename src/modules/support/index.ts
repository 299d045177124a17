/** Support: contact-form tickets, answered and closed by the team in /control. */
export { supportRouter } from './procedures.ts';
export { supportCatalogue } from './errors.ts';
