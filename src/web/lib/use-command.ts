/**
 * The one way a screen runs a command (a GraphQL mutation): TanStack Query's useMutation holds the
 * pending state, gql() shows the server's refusal as the spec says (a toast, or nothing when
 * `quiet`), and the queries the command changes are asked again after it succeeded.
 *
 * `run` resolves with the answer, or with undefined when the command failed: the reason was shown
 * already (toast), or it is `error` when the screen shows refusals itself (`quiet`).
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { GqlError, gql } from './graphql.ts';
import type { Document } from './graphql-doc.ts';

export interface CommandOptions {
  /** the screen shows the server's refusals itself (`error`); catalogued signals still get their toast */
  quiet?: boolean;
  /** queries the command changes: asked again once it succeeded (not awaited) */
  invalidate?: QueryKey[];
  /** ask them again after a refusal too (the refusal may say the screen was out of date) */
  invalidateOnFailure?: boolean;
}

interface Run {
  doc: Document<unknown, never>;
  variables: unknown;
  /** names the run under way (a list's row), read back as `pendingKey` */
  key?: string;
}

/** How a run ended, for a screen that reacts to a failure itself. */
export type Outcome<T> =
  | { ok: true; data: T }
  /** `shown`: the client showed the reason (a toast); `message`: a refusal a quiet screen has to show itself; `code`: the server's error code */
  | { ok: false; shown: boolean; message: string | null; code: string | null };

export interface Command {
  run<T>(
    doc: Document<T, Record<string, never>>,
    variables?: Record<string, never>,
    key?: string,
  ): Promise<T | undefined>;
  /** variables still being made (a captcha's proof of work) may come as a promise: the command is pending meanwhile */
  run<T, V>(doc: Document<T, V>, variables: V | Promise<V>, key?: string): Promise<T | undefined>;
  attempt<T>(
    doc: Document<T, Record<string, never>>,
    variables?: Record<string, never>,
    key?: string,
  ): Promise<Outcome<T>>;
  attempt<T, V>(doc: Document<T, V>, variables: V | Promise<V>, key?: string): Promise<Outcome<T>>;
  /** a run is under way */
  pending: boolean;
  /** the key of the run under way (null when none, or run without a key) */
  pendingKey: string | null;
  /** the refusal to show, for a quiet command (the server's text); null otherwise */
  error: string | null;
  /** the last run failed (whatever showed why) */
  failed: boolean;
  /** forgets the last failure */
  reset: () => void;
}

export function useCommand(options: CommandOptions = {}): Command {
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: async (r: Run) => gql(r.doc as Document<unknown, unknown>, await r.variables, { quiet: options.quiet }),
    onSettled: (_data, error) => {
      if (error && !options.invalidateOnFailure) return;
      for (const queryKey of options.invalidate ?? []) void qc.invalidateQueries({ queryKey });
    },
  });
  async function attempt<T, V>(doc: Document<T, V>, variables?: V | Promise<V>, key?: string): Promise<Outcome<T>> {
    try {
      return {
        ok: true,
        data: (await m.mutateAsync({ doc: doc as Document<unknown, never>, variables: variables ?? {}, key })) as T,
      };
    } catch (e) {
      return {
        ok: false,
        shown: e instanceof GqlError && e.handled,
        message: refusal(e),
        code: e instanceof GqlError ? e.code : null,
      };
    }
  }
  async function run<T, V>(doc: Document<T, V>, variables?: V | Promise<V>, key?: string): Promise<T | undefined> {
    const r = await attempt(doc, variables as V, key);
    return r.ok ? r.data : undefined; // shown: a toast by gql(), or `error`
  }
  return {
    run,
    attempt,
    pending: m.isPending,
    pendingKey: m.isPending ? (m.variables?.key ?? null) : null,
    error: refusal(m.error),
    failed: m.isError,
    reset: m.reset,
  };
}

/** The server's refusal that gql() left to a quiet screen to show (null for anything else). */
const refusal = (e: unknown): string | null => (e instanceof GqlError && !e.handled ? e.message : null);
