/**
 * Our small form library (spec §5): per-field validators; a field is validated live after its
 * first change and on blur; submit validates in field order and stops at (and focuses) the first
 * invalid field. `formRules` is the pure core; `useForm` binds it to React.
 */
import { useCallback, useRef, useState } from 'react';

export type Validators<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };
export type Errors<V> = { [K in keyof V]?: string | null };

export function formRules<V extends Record<string, unknown>>(order: (keyof V)[], validators: Validators<V>) {
  const check = <K extends keyof V>(k: K, values: V) => validators[k]?.(values[k], values) ?? null;
  return {
    check,
    /** errors after a change of `k`: the changed field is checked from then on */
    onChange<K extends keyof V>(k: K, values: V, errors: Errors<V>): Errors<V> {
      return { ...errors, [k]: check(k, values) };
    },
    onBlur<K extends keyof V>(k: K, values: V, errors: Errors<V>): Errors<V> {
      return { ...errors, [k]: check(k, values) };
    },
    /** the first invalid field in order, with its message, or null when all pass */
    firstInvalid(values: V): { field: keyof V; message: string } | null {
      for (const k of order) {
        const m = check(k, values);
        if (m) return { field: k, message: m };
      }
      return null;
    },
  };
}

export function useForm<V extends Record<string, unknown>>(initial: V, validators: Validators<V>) {
  const order = Object.keys(initial) as (keyof V)[];
  const rules = useRef(formRules(order, validators)).current;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const refs = useRef<Partial<Record<keyof V, HTMLElement | null>>>({});

  const set = useCallback(
    <K extends keyof V>(k: K, v: V[K]) => {
      setValues((prev) => {
        const next = { ...prev, [k]: v };
        setErrors((e) => rules.onChange(k, next, e));
        return next;
      });
    },
    [rules],
  );

  const field = <K extends keyof V>(k: K) => ({
    name: String(k),
    id: `f-${String(k)}`,
    ref: (el: HTMLElement | null) => {
      refs.current[k] = el;
    },
    onBlur: () => setErrors((e) => rules.onBlur(k, values, e)),
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `f-${String(k)}-error` : undefined,
  });

  const submit = (onValid: (v: V) => void | Promise<void>) => (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    const bad = rules.firstInvalid(values);
    if (bad) {
      setErrors((prev) => ({ ...prev, [bad.field]: bad.message }));
      refs.current[bad.field]?.focus();
      return;
    }
    return onValid(values);
  };

  /** Shows errors the server returned for fields. */
  const setFieldErrors = (list: { field: string; message: string }[]) => {
    setErrors((prev) => {
      const next = { ...prev };
      for (const { field, message } of list) (next as Record<string, string>)[field] = message;
      return next;
    });
    const first = list[0]?.field as keyof V | undefined;
    if (first) refs.current[first]?.focus();
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, set, field, submit, setFieldErrors, reset };
}
