export { supportRouter } from './procedures.ts';
