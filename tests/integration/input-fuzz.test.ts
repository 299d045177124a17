/**
 * Every query and mutation of the schema (read from the schema object, not over HTTP) called with
 * wrongly typed and malformed arguments (text where a number belongs, huge and negative numbers,
 * ids that are no ids, NUL characters, empty and very long texts, wrong shapes), as a guest, as a
 * player and as an admin, through variables and written into the document. No answer may be
 * 'Unknown error' (code UNKNOWN), a status 500 or a stack; a refusal of malformed input names
 * the field it refuses, in the spec's style, and nothing is logged as a crash.
 *
 * Runs per field: FUZZ_RUNS (default 30, each with a random caller and style); FUZZ_SEED repeats a run.
 */
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { schema } from '../../src/server/schema.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// ---- malformed values, by the argument's declared type ------------------------------------------

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(20_000);
/** Half of a surrogate pair: JSON's "\ud83d" decodes to it, and no text column can store it. */
const LONE = 'news \ud83d of the day';
const badAnything = fc.constantFrom<unknown>(null, '', 'abc', NUL, LONG, 1.5, -1, 2 ** 31, -(2 ** 53), true, {}, [], {
  nested: { deep: 1 },
});

function malformed(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) {
    const element = malformed(inner.ofType as GraphQLInputType, depth + 1);
    return fc.oneof(
      fc.array(element, { maxLength: 3 }),
      fc.constant('not a list'),
      fc.constant([]),
      fc.constant(null),
      element,
    );
  }
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const obj = fc.record(Object.fromEntries(fields.map((f) => [f.name, malformed(f.type, depth + 1)])), {
      requiredKeys: [],
    });
    return depth > 2
      ? badAnything
      : fc.oneof(obj, obj, fc.constant('not an object'), fc.constant(null), fc.constant({ unknownField: 1 }));
  }
  if (isEnumType(inner)) return fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.name)), badAnything);
  switch (isScalarType(inner) ? inner.name : '') {
    case 'Int':
      return fc.oneof(
        fc.constantFrom<unknown>(
          'abc',
          '12',
          '',
          NUL,
          1.5,
          2 ** 31,
          2 ** 40,
          -(2 ** 31) - 1,
          Number.MAX_SAFE_INTEGER,
          -1,
          0,
          -2_147_483_648,
          2_147_483_647,
          true,
          null,
          {},
          [1],
        ),
        fc.integer(),
      );
    case 'Float':
      return fc.constantFrom<unknown>('abc', '', 1e308, -1e308, -1, 0, true, null, {});
    case 'Boolean':
      return fc.constantFrom<unknown>('yes', 'true', 1, 0, null, {}, []);
    case 'ID':
      return fc.oneof(
        fc.constantFrom<unknown>(
          'abc',
          '',
          '1',
          '-1',
          '9'.repeat(40),
          NUL,
          '00000000-0000-0000-0000-000000000000',
          'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
          12345,
          -7,
          1.5,
          true,
          null,
          {},
          LONG,
        ),
        fc.uuid(),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('toString', '__proto__', 'constructor'),
      );
    case 'DateTime':
      return fc.constantFrom<unknown>(
        'not a date',
        '',
        '2020-13-45T99:99:99Z',
        NUL,
        1e20,
        -1,
        true,
        null,
        {},
        '+275760-09-13T00:00:00.000Z',
        '+010000-01-01T00:00:00.000Z',
      );
    default: // String and any other scalar
      return fc.oneof(
        fc.constantFrom<unknown>(
          '',
          ' ',
          NUL,
          `${NUL}${NUL}`,
          LONG,
          '\u0000',
          '💥'.repeat(500),
          LONE,
          "'; drop table accounts; --",
          42,
          1.5,
          true,
          null,
          {},
          ['a'],
        ),
        fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'),
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
      );
  }
}

// ---- requests ------------------------------------------------------------------------------------

/** The selection a field needs: leaf types none, others `{ __typename }`. */
const selection = (field: GraphQLField<unknown, unknown>) =>
  isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';

/** A GraphQL literal of a JS value (what a hand-written query would carry). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  return `{ ${Object.entries(v as object)
    .map(([k, x]) => `${k}: ${literal(x)}`)
    .join(', ')} }`;
}

function request(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  values: Record<string, unknown>,
  inline: boolean,
) {
  const args = field.args.filter((a) => values[a.name] !== undefined);
  if (inline) {
    const written = args.map((a) => `${a.name}: ${literal(values[a.name])}`).join(', ');
    return { query: `${kind} { ${field.name}${written ? `(${written})` : ''}${selection(field)} }`, variables: {} };
  }
  const defs = args.map((a, i) => `$v${i}: ${String(a.type)}`).join(', ');
  const uses = args.map((a, i) => `${a.name}: $v${i}`).join(', ');
  const variables = Object.fromEntries(args.map((a, i) => [`v${i}`, values[a.name]]));
  return {
    query: `${kind}${defs ? `(${defs})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selection(field)} }`,
    variables,
  };
}

/** Names an argument (or a field of its input objects, at any depth) may be refused under. */
function fieldNames(args: readonly GraphQLArgument[]): Set<string> {
  const names = new Set<string>();
  const walk = (type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const f of Object.values(named.getFields())) {
      names.add(f.name.toLowerCase());
      walk(f.type, seen);
    }
  };
  for (const a of args) {
    names.add(a.name.toLowerCase());
    walk(a.type, new Set());
  }
  return names;
}

// ---- the run -------------------------------------------------------------------------------------

let s: TestStack;
const callers: Record<string, string | null> = {};
let crashes: unknown[][] = [];
const refusals: string[] = [];
/** answers by code, printed with FUZZ_STATS=1 */
const answers = new Map<string, number>();

beforeAll(async () => {
  s = await createTestStack();
  callers.guest = null;
  callers.player = (await s.newPlayerWithProfile('Fuzzer')).token;
  callers.admin = await s.adminToken();
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    crashes.push(a);
  });
  vi.spyOn(console, 'info').mockImplementation((...a: unknown[]) => {
    if (String(a[0]).startsWith('[refused]')) refusals.push(String(a[0]));
  });
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  if (process.env.FUZZ_STATS)
    console.log('fuzz answers', JSON.stringify(Object.fromEntries([...answers].sort((a, b) => b[1] - a[1]))));
  await s?.close();
});

// logging out ends the caller's session: every other field is fair game
const SKIP = new Set(['logout']);
const fields = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ['query', f] as const),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ['mutation', f] as const),
].filter(([, f]) => f.args.length > 0 && !SKIP.has(f.name));

describe('malformed input gets a clear answer', () => {
  test('the schema has fields with arguments to walk', () => {
    expect(fields.length).toBeGreaterThan(40);
  });

  for (const [kind, field] of fields) {
    test(`${kind} ${field.name}`, async () => {
      const names = fieldNames(field.args);
      const values = fc.record(Object.fromEntries(field.args.map((a) => [a.name, malformed(a.type)])), {
        requiredKeys: field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name),
      });
      await fc.assert(
        fc.asyncProperty(values, fc.boolean(), fc.constantFrom('guest', 'player', 'admin'), async (v, inline, who) => {
          crashes = [];
          const { query, variables } = request(kind, field, v as Record<string, unknown>, inline);
          const r = await s.gql(query, variables, callers[who]);
          const text = JSON.stringify({ data: r.data ?? null, errors: r.errors ?? [] });
          const key = `${who}:${r.errors?.[0]?.extensions?.code ?? (r.errors ? 'error' : 'ok')}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
          expect(r.status, text).toBeLessThan(500);
          expect(text, 'a stack trace').not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
          expect(crashes, `logged as a crash: ${query} ${JSON.stringify(variables).slice(0, 300)}`).toEqual([]);
          for (const e of r.errors ?? []) {
            const code = e.extensions?.code;
            expect(code, `${e.message} for ${query.slice(0, 200)} ${JSON.stringify(variables).slice(0, 300)}`).not.toBe(
              'UNKNOWN',
            );
            if (code === 'BAD_INPUT') {
              const field = String((e.extensions as { details?: { field?: string } }).details?.field ?? '');
              const last =
                field
                  .split('.')
                  .filter((p) => !/^\d+$/.test(p))
                  .pop() ?? '';
              // names a field of this call, and says so in the message ('Count must be a whole number')
              expect(names.has(last.toLowerCase()), `${e.message} names '${field}', not one of ${[...names]}`).toBe(
                true,
              );
              expect(e.message.split(' ')[0]?.toLowerCase()).toBe(
                last
                  .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
                  .split(' ')[0]
                  ?.toLowerCase(),
              );
              // never zod's or GraphQL's own words
              expect(e.message).not.toMatch(/Invalid input|expected .*received|cannot represent|Variable "\$/);
            }
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  test('the refusals were logged as refusals (one line each), never as crashes', () => {
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((l) => !l.includes('\n'))).toBe(true);
  });
});

describe('the last masked answers name their field', () => {
  const refusal = (field: string, message: string) => [
    { message, extensions: { code: 'BAD_INPUT', details: { field } } },
  ];

  test('enabling 2-FA with a secret shorter than a TOTP seed can be', async () => {
    const p = await s.newPlayer('FuzzShortSecret');
    const r = await s.gql(
      'mutation($s: String!, $c: String!) { enableTwoFactor(secret: $s, code: $c) { ok } }',
      { s: 'JBSWY3DPEHPK3PXP', c: '123456' },
      p.token,
    );
    expect(r.errors).toEqual(refusal('secret', 'Secret must have at least 26 characters'));
  });

  test('a lone surrogate in an announcement or a page', async () => {
    const admin = callers.admin as string;
    const world = ((await s.gql('{ worlds { id } }')).data!.worlds as { id: string }[])[0]?.id;
    const announcement = await s.gql(
      'mutation($w: ID!, $t: String!) { adminSetAnnouncement(worldId: $w, text: $t, reason: "testing") { text } }',
      { w: world, t: LONE },
      admin,
    );
    expect(announcement.errors).toEqual(refusal('text', 'Text cannot contain unpaired surrogate characters'));
    for (const body of [LONE, 'a \udc00 b', 'ends high \ud800']) {
      const page = await s.gql(
        'mutation($b: String!) { adminWritePage(slug: "news", body: $b, reason: "testing") { body } }',
        { b: body },
        admin,
      );
      expect(page.errors).toEqual(refusal('body', 'Body cannot contain unpaired surrogate characters'));
    }
    // a whole pair is a character like any other
    const pair = await s.gql(
      'mutation($b: String!) { adminWritePage(slug: "news", body: $b, reason: "testing") { body } }',
      { b: 'launch day 🚀' },
      admin,
    );
    expect(pair.data?.adminWritePage).toEqual({ body: 'launch day 🚀' });
  });

  test('a world date in the year 275760 (or 10000)', async () => {
    const admin = callers.admin as string;
    const world = ((await s.gql('{ worlds { id } }')).data!.worlds as { id: string }[])[0]?.id;
    const message = 'Opens at must be a date between the years 1970 and 9999';
    for (const d of ['+275760-09-13T00:00:00.000Z', '+010000-01-01T00:00:00.000Z']) {
      const change = await s.gql(
        'mutation($w: ID!, $d: DateTime) { adminChangeWorldSettings(worldId: $w, opensAt: $d, reason: "testing") { id } }',
        { w: world, d },
        admin,
      );
      expect(change.errors, d).toEqual(refusal('opensAt', message));
      const create = await s.gql(
        'mutation($d: DateTime!) { createWorld(name: "Far Future", opensAt: $d) { id } }',
        { d },
        admin,
      );
      expect(create.errors, d).toEqual(refusal('opensAt', message));
    }
    const fine = await s.gql(
      'mutation($d: DateTime!) { createWorld(name: "Near Future", opensAt: $d) { opensAt } }',
      { d: '9999-12-31T00:00:00.000Z' },
      admin,
    );
    expect(fine.data?.createWorld).toEqual({ opensAt: '9999-12-31T00:00:00.000Z' });
  });
});
