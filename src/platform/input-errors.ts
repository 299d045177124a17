/**
 * Malformed input answers a refusal that names the field, in the style of the spec's validation
 * messages ('Username must have at least 3 characters'): code BAD_INPUT, the English text, and
 * `details.field` (the path of the argument, e.g. `input.username`). Used by the GraphQL layer
 * (wrongly typed arguments and variables) and by tRPC (zod input schemas, NUL characters). Raw
 * zod or GraphQL texts never reach a client. A refusal is logged as one line, never as a crash.
 */
import { z } from 'zod';
import { AppError } from './errors.ts';

export type FieldPath = ReadonlyArray<string | number>;

/** 'queueItemId' → 'Queue item id', 'input.username' → 'Username', 'x' → 'X'. */
export function fieldLabel(path: FieldPath): string {
  const last = [...path].reverse().find((p): p is string => typeof p === 'string') ?? 'input';
  const words = last
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec-style sentence for each kind of malformed value. */
export const inputText = {
  required: (l: string) => `${l} is required`,
  wholeNumber: (l: string) => `${l} must be a whole number`,
  number: (l: string) => `${l} must be a number`,
  outOfRange: (l: string) => `${l} is out of range`,
  text: (l: string) => `${l} must be text`,
  id: (l: string) => `${l} must be a valid id`,
  boolean: (l: string) => `${l} must be true or false`,
  list: (l: string) => `${l} must be a list`,
  object: (l: string) => `${l} must be an object`,
  date: (l: string) => `${l} must be a valid date`,
  unknownField: (l: string, name: string) => `${l} has an unknown field: ${name}`,
  nul: (l: string) => `${l} cannot contain NUL characters`,
  surrogate: (l: string) => `${l} cannot contain unpaired surrogate characters`,
  dateRange: (l: string, from: number, to: number) => `${l} must be a date between the years ${from} and ${to}`,
  minChars: (l: string, n: number) => `${l} must have at least ${n} characters`,
  maxChars: (l: string, n: number) => `${l} can have maximum of ${n} characters`,
  atLeast: (l: string, n: number | bigint) => `${l} must be at least ${n}`,
  atMost: (l: string, n: number | bigint) => `${l} can be at most ${n}`,
  minEntries: (l: string, n: number) => `${l} must have at least ${n} entries`,
  maxEntries: (l: string, n: number) => `${l} can have at most ${n} entries`,
  format: (l: string) => `${l} must have valid format`,
  oneOf: (l: string, values: readonly unknown[]) => `${l} must be one of: ${values.map(String).join(', ')}`,
  invalid: (l: string) => `${l} is not valid`,
};

/** A refusal of one field's value. */
export function badInput(path: FieldPath, text: string): AppError {
  return new AppError('BAD_INPUT', text, 'BAD_INPUT', { field: path.join('.') || 'input' });
}

/** One line per refused input, no stack: a refusal is an answer, not an incident. */
export function logRefusal(err: AppError, where: string): void {
  console.info(`[refused] ${where} ${err.code} ${String(err.details?.field ?? '')}: ${err.message}`);
}

/** A UTF-16 surrogate without its partner: no character at all, which UTF-8 (and PostgreSQL) cannot hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string of an input that no text column can store, with the refusal's sentence: a NUL
 * character, or a lone surrogate (JSON's "\ud800" decodes to one). Null when every string is text.
 */
export function findBadText(value: unknown, path: (string | number)[] = [], depth = 0): BadText | null {
  if (depth > 20) return null;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, text: inputText.nul(fieldLabel(path)) };
    return LONE_SURROGATE.test(value) ? { path, text: inputText.surrogate(fieldLabel(path)) } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = findBadText(value[i], [...path, i], depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) {
      const p = findBadText(v, [...path, k], depth + 1);
      if (p) return p;
    }
  }
  return null;
}

export interface BadText {
  path: (string | number)[];
  text: string;
}

/**
 * The path of the first list (or object) in an input with more than `max` entries, or null. A
 * container's size is looked at before its entries, and nothing is copied per entry: a list of
 * 200,000 is refused at its length, a deeply nested one costs a step per level.
 */
export function findOversized(value: unknown, max: number): (string | number)[] | null {
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (n: Node) => {
    const path: (string | number)[] = [];
    for (let at: Node | null = n; at?.key != null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const v = node.value;
    if (Array.isArray(v)) {
      if (v.length > max) return pathOf(node);
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (v && typeof v === 'object' && !(v instanceof Date)) {
      const keys = Object.keys(v);
      if (keys.length > max) return pathOf(node);
      for (const k of keys.reverse()) stack.push({ value: (v as Record<string, unknown>)[k], key: k, parent: node });
    }
  }
  return null;
}

const idLike = (path: FieldPath) => /id$/i.test(String([...path].reverse().find((p) => typeof p === 'string') ?? ''));

/** The first zod issue of a failed input parse as a spec-style refusal naming its field. */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[]): AppError {
  const issue = issues[0];
  if (!issue) return badInput([], inputText.invalid('Input'));
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const l = fieldLabel(path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return badInput(path, inputText.required(l));
      const byType: Record<string, (l: string) => string> = {
        int: inputText.wholeNumber,
        number: inputText.number,
        bigint: inputText.wholeNumber,
        string: idLike(path) ? inputText.id : inputText.text,
        boolean: inputText.boolean,
        array: inputText.list,
        object: inputText.object,
        date: inputText.date,
      };
      return badInput(path, (byType[issue.expected] ?? inputText.invalid)(l));
    }
    case 'too_small': {
      if (issue.origin === 'date') return badInput(path, inputText.dateRange(l, DATE_YEARS.from, DATE_YEARS.to));
      const min = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string')
        return badInput(path, min <= 1 ? inputText.required(l) : inputText.minChars(l, min));
      if (issue.origin === 'array' || issue.origin === 'set') return badInput(path, inputText.minEntries(l, min));
      return badInput(path, inputText.atLeast(l, issue.inclusive === false ? issue.minimum : min));
    }
    case 'too_big': {
      if (issue.origin === 'date') return badInput(path, inputText.dateRange(l, DATE_YEARS.from, DATE_YEARS.to));
      const max = Number(issue.maximum) - (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') return badInput(path, inputText.maxChars(l, max));
      if (issue.origin === 'array' || issue.origin === 'set') return badInput(path, inputText.maxEntries(l, max));
      return badInput(path, inputText.atMost(l, issue.inclusive === false ? issue.maximum : max));
    }
    case 'invalid_format':
      return badInput(path, issue.format === 'uuid' || idLike(path) ? inputText.id(l) : inputText.format(l));
    case 'invalid_value':
      return badInput(path, inputText.oneOf(l, issue.values));
    case 'unrecognized_keys':
      return badInput(path, inputText.unknownField(l, issue.keys.join(', ')));
    default:
      return badInput(path, inputText.invalid(l));
  }
}

/** Ids as the database keeps them: UUIDs (accounts, profiles, worlds, alliances, marches, reports, tickets). */
export const uuidId = z.string().uuid();
/** Why an admin acts: written to the audit log with the before and after values (and shown to a suspended player). */
export const adminReason = z
  .string()
  .trim()
  .min(3, 'Reason must have at least 3 characters')
  .max(300, 'Reason can have at most 300 characters');
/** Ids of timeline events and queue items: bigint serials, sent as decimal strings. */
export const serialId = z.string().regex(/^\d{1,18}$/);

/**
 * The years a date input may name. A JavaScript date reaches the year 275760, PostgreSQL's
 * timestamptz does not take years past 9999 written as ISO text ('+010000-…'), and no game date
 * lies before 1970: outside these a date is refused naming its field, not stored.
 */
export const DATE_YEARS = { from: 1970, to: 9999 } as const;
export const dateInput = () =>
  z.coerce
    .date()
    .min(new Date(Date.UTC(DATE_YEARS.from, 0, 1)))
    .max(new Date(Date.UTC(DATE_YEARS.to, 11, 31, 23, 59, 59, 999)));
