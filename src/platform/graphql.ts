/**
 * The one Pothos builder. Module `graphql.ts` files add their types and fields to it and delegate
 * every resolver to their own tRPC procedures through `callerFor(router)(ctx)`.
 */
import SchemaBuilder from '@pothos/core';
import type { AnyRouter } from '@trpc/server';
import { UNIT_IDS, type UnitId } from '../game/units.ts';
import { badInput, fieldLabel, inputText } from './input-errors.ts';
import type { AppContext } from './trpc.ts';
import { LANGUAGES } from './languages.ts';

export interface GraphQLContext {
  trpc: AppContext;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: string; Output: string | Date } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => String(v),
});

/** Each module router's name in the app router ('bases'), so a caller's paths are the app's ('bases.train'). */
const routerNames = new WeakMap<AnyRouter, string>();
export const nameRouters = (routers: Record<string, AnyRouter>) => {
  for (const [name, r] of Object.entries(routers)) routerNames.set(r, name);
};

/** A per-request caller for one module's router: `callerFor(accountsRouter)(ctx).login(input)`. */
export function callerFor<R extends AnyRouter>(r: R): (ctx: GraphQLContext) => ReturnType<R['createCaller']> {
  return (ctx) => r.createCaller({ ...ctx.trpc, routerName: routerNames.get(r) }) as ReturnType<R['createCaller']>;
}

/** `{ ok }`: the answer of a mutation that has nothing else to say. */
export const OkResultRef = builder
  .objectRef<{ ok: boolean }>('OkResult')
  .implement({ fields: (t) => ({ ok: t.exposeBoolean('ok') }) });

/** `{ type, count }`: units of one type (a garrison, a fleet, a mission's units). */
export const UnitCountRef = builder.objectRef<{ type: string; count: number }>('UnitCount').implement({
  fields: (t) => ({ type: t.exposeString('type', { description: 'unit type id' }), count: t.exposeInt('count') }),
});

/** Units asked for by a send, a rally or a mission: one entry per type. */
export const UnitCountInput = builder.inputType('UnitCountInput', {
  fields: (t) => ({ type: t.string({ required: true }), count: t.int({ required: true }) }),
});

const isUnitId = (t: string): t is UnitId => (UNIT_IDS as readonly string[]).includes(t);

/**
 * Units of a GraphQL argument, their types narrowed to the game's unit ids. The wire keeps plain
 * text (`type:"interceptor"`), so an unknown type is refused here, naming its place in the list.
 */
export function unitCounts(list: readonly { type: string; count: number }[], field = 'units') {
  return list.map(({ type, count }, i) => {
    const path = [field, i, 'type'];
    if (!isUnitId(type)) throw badInput(path, inputText.oneOf(fieldLabel(path), UNIT_IDS));
    return { type, count };
  });
}

/** Each list enum's values in the game's order (the printed schema sorts them), for refusals. */
export const enumOrder = new Map<string, readonly string[]>();

/** A GraphQL enum of a closed list of the game's (its values are the names the API sends). */
export function listEnum<const T extends readonly string[]>(name: string, values: T) {
  enumOrder.set(name, values);
  return builder.enumType(name, { values });
}

/** The languages e-mails and alerts are written in (registration, contact, alert settings). */
export const LanguageRef = listEnum('Language', LANGUAGES);
