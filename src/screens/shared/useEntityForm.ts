import { useMemo, useState } from 'react';
import type { z } from 'zod';

/** A list item's identity: picked records by their uuid or id, anything else as text. */
function identity(item: unknown): string {
  if (item !== null && typeof item === 'object') {
    const record = item as { uuid?: unknown; id?: unknown };
    return String(record.uuid ?? record.id ?? JSON.stringify(item));
  }
  return String(item);
}

/** Values compare equal when they differ only by surrounding spaces (strings) or order (lists). */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(identity).sort().join('\u0000');
  return value;
}

/** Whether any field of `values` differs from `initial` in a way the server would notice. */
export function hasChanges<V extends object>(initial: V, values: V): boolean {
  return (Object.keys(values) as (keyof V)[]).some((key) => normalise(values[key]) !== normalise(initial[key]));
}

/** The first message per top-level field of a failed parse. */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

const passThrough = (values: unknown) => values;

export interface EntityForm<V extends object, Out> {
  values: V;
  /** Sets one field. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Replaces all values, e.g. for Clear or Revert. */
  replace: (values: V) => void;
  /** The current message of each invalid field. */
  errors: Partial<Record<keyof V, string>>;
  /** The trimmed values the callback receives, or undefined while the form is invalid. */
  parsed: Out | undefined;
  isValid: boolean;
  /** Something differs from the values the form opened with. */
  isDirty: boolean;
  /** The value, change handler and error message of one field, to spread onto its input. */
  field: <K extends keyof V>(key: K) => { value: V[K]; onChange: (value: V[K]) => void; errorMessage: string | undefined };
}

/**
 * Form state checked against one of the shared zod schemas. `toInput` maps the form's raw values
 * to what the schema expects (e.g. an empty password becomes absent).
 */
export function useEntityForm<V extends object, S extends z.ZodType>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = passThrough,
): EntityForm<V, z.output<S>> {
  const [opened] = useState(initial);
  const [values, setValues] = useState(initial);
  const result = useMemo(() => schema.safeParse(toInput(values)), [schema, values, toInput]);
  const errors = fieldErrors(result.success ? undefined : result.error) as Partial<Record<keyof V, string>>;
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  return {
    values,
    set,
    field: (key) => ({ value: values[key], onChange: (value) => set(key, value), errorMessage: errors[key] }),
    replace: setValues,
    errors,
    parsed: result.success ? result.data : undefined,
    isValid: result.success,
    isDirty: hasChanges(opened, values),
  };
}
