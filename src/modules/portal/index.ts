/** The portal: each base's address of six symbols, portal energy, opening it to another base. */
export { portalRouter } from './procedures.ts';
