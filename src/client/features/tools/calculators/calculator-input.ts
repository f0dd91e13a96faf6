import { useState, type Dispatch, type SetStateAction } from 'react';
import type { z } from 'zod';

/**
 * What the calculator pages share besides their look: reading a typed number, checking the whole
 * input with the calculator's shared zod schema, and a stored figure back as a field's text. The
 * answers are written by lib/format.
 */

/**
 * A typed figure as the schema sees it: blank is undefined (the schema's "must be a number"),
 * a thousands comma, a leading $ and a trailing % are allowed ("$20,000", "6%"), anything else
 * that is not a number is NaN (the same message).
 */
export function parseNumberInput(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*%$/, '')
    .replaceAll(',', '');
  if (cleaned === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A calculator of plain number fields (`keys`): each field's text read by parseNumberInput, for the schema. */
export const parseFields =
  <K extends string>(keys: readonly K[]) =>
  (raw: Record<K, string>) =>
    Object.fromEntries(keys.map((k) => [k, parseNumberInput(raw[k])]));

/**
 * The same calculator's saved inputs back as its fields' text ('' for one left out): as stored,
 * or written by `write` (fieldText: "1,200", the way a person types it).
 */
export const storedFields =
  <K extends string>(keys: readonly K[], write: (value: unknown) => string = String) =>
  (inputs: Record<string, unknown>) =>
    Object.fromEntries(keys.map((k) => [k, inputs[k] == null ? '' : write(inputs[k])])) as Record<K, string>;

/** The first message of each input path ('channels.0.spend'), for showing under its field. */
export function messagesByPath(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The keys of a calculator's typed text that hold one field's text (not a list of rows, not a choice). */
type TextKey<Raw> = { [K in keyof Raw]-?: string extends Raw[K] ? K : never }[keyof Raw];

/**
 * The typed text of a calculator (`raw`, what the inputs show) and, on every keystroke, the
 * schema's verdict: the parsed input when valid, else a message per field. Nothing is saved.
 */
export function useCalculatorInput<Raw, Input>(example: Raw, toInput: (raw: Raw) => unknown, schema: z.ZodType<Input>) {
  const [raw, setRaw] = useState<Raw>(example);
  const parsed = schema.safeParse(toInput(raw));
  const errors = messagesByPath(parsed.success ? undefined : parsed.error);
  /** A field's new text in place of its old. */
  const set = (key: TextKey<Raw>) => (value: string) => setRaw((r) => ({ ...r, [key]: value }));
  return {
    raw,
    setRaw,
    reset: () => setRaw(example),
    input: parsed.success ? parsed.data : null,
    errors,
    set,
    /** A NumberField's text, setter and message, for a field of the calculator's top level. */
    field: (key: TextKey<Raw>) => ({ value: raw[key] as string, onValueChange: set(key), error: errors[String(key)] }),
  };
}

/** The key of a row the owner adds to a list: one past the largest (React's key, never sent). */
export const nextKey = (rows: readonly { key: number }[]) => Math.max(0, ...rows.map((r) => r.key)) + 1;

/** The rows with the one at `index` changed by `patch`. */
export const patchRow = <T>(rows: T[], index: number, patch: Partial<T>): T[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));

/** The rows without the one at `index`. */
export const dropRow = <T>(rows: T[], index: number): T[] => rows.filter((_, i) => i !== index);

/**
 * The fields of the rows of a list (`list`, the input's key of the rows, whose messages are under
 * 'list.index.key'): for a row, its messages (`err`) and, for one of its figures, a NumberField's
 * text, setter and message (`field`), the setter patching that row through `setRow`.
 */
export const rowFields =
  <Row>(list: string, errors: Record<string, string>, setRow: (index: number, patch: Partial<Row>) => void) =>
  (row: Row, index: number) => {
    const err = (key: string): string | undefined => errors[`${list}.${index}.${key}`];
    return {
      err,
      field: (key: TextKey<Row>) => ({
        value: row[key] as string,
        onValueChange: (value: string) => setRow(index, { [key]: value } as Partial<Row>),
        error: err(String(key)),
      }),
    };
  };

/**
 * The list of rows under `list` of a calculator's typed text: a row changed by a patch, one added
 * at the end (its key one past the largest), one removed, and the fields of a row (rowFields).
 */
export function rowList<L extends string, Raw extends Record<L, { key: number }[]>>(
  setRaw: Dispatch<SetStateAction<Raw>>,
  list: L,
  errors: Record<string, string>,
) {
  type Row = Raw[L][number];
  const update = (change: (rows: Row[]) => Row[]) => setRaw((r) => ({ ...r, [list]: change(r[list]) }));
  const set = (index: number, patch: Partial<Row>) => update((rows) => patchRow(rows, index, patch));
  return {
    set,
    add: (blank: Omit<Row, 'key'>) => update((rows) => [...rows, { key: nextKey(rows), ...blank } as Row]),
    remove: (index: number) => update((rows) => dropRow(rows, index)),
    fields: rowFields<Row>(list, errors, set),
  };
}

const fieldNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/**
 * A stored figure back as a field's text, the way a person types it (1200 → "1,200", 125.5 →
 * "125.5"); parseNumberInput reads it back to the same number. Anything but a number is blank.
 */
export const fieldText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? fieldNumber.format(value) : '';
