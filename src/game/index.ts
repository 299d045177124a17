/** Pure game rules shared by the server (which decides) and the browser (which previews). */
export * from './base.ts';
export * from './buildings.ts';
export * from './checks.ts';
export * from './combat.ts';
export * from './economy.ts';
export * from './galaxy.ts';
export * from './marches.ts';
export * from './effects.ts';
export * from './modifiers.ts';
export * from './production.ts';
export * from './random.ts';
export * from './research.ts';
export * from './resources.ts';
export * from './units.ts';
export * from './stats.ts';
export * from './tasks.ts';
export * from './training.ts';
