import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cellsToInput,
  importFields,
  importMessages as m,
  importSchemas,
  issuesMessage,
  type ImportKind,
  type ImportRejection,
  type ImportResult,
} from '../../../../shared/imports';
import type { JobRecord } from '../../../../shared/jobs';
import { withTransaction, type Db } from '../../../db/client';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import type { JobContext } from '../../../platform/jobs';
import { invalidateMetrics } from '../../dashboard/index';
import { jobView } from '../../jobs/index';
import { kindStores, type KindStore } from './kinds';
import { importFormatOf, readImportFile, type ImportFormat, type ImportTable } from './read';

/** Rows written per transaction: a slice commits on its own, never one long transaction (decision 0102). */
export const IMPORT_SLICE = 200;

interface Payload {
  kind: ImportKind;
  dryRun: boolean;
  fileKey: string;
  fileName: string;
  format: ImportFormat;
  userId: number;
  meta: ActivityMeta;
}

type Values = Record<string, unknown>;
type Planned = { row: number; create: Values } | { row: number; id: number; before: Values; after: Values };

/** A field's value in the parsed input (a dotted name reads a nested field). */
const valueAt = (values: Values, name: string): unknown =>
  name.split('.').reduce<unknown>((v, part) => (v && typeof v === 'object' ? (v as Values)[part] : undefined), values);

/** Stored and imported values are the same: numbers read from numeric columns, lists in order. */
function same(stored: unknown, value: unknown): boolean {
  if ((stored ?? null) === null || (value ?? null) === null) return (stored ?? null) === (value ?? null);
  if (Array.isArray(stored) || Array.isArray(value)) return JSON.stringify(stored) === JSON.stringify(value);
  if (typeof stored === 'number' || typeof value === 'number') return Number(stored) === Number(value);
  return String(stored) === String(value);
}

/** The columns a parsed row writes for `fields` (undefined values left out), as stored or as parsed. */
function columnsOf(store: KindStore, values: Values, fields: string[], stored = true): Values {
  const out: Values = {};
  for (const name of fields) {
    const value = valueAt(values, name);
    if (value === undefined) continue;
    const column = store.columns?.[name] ?? name;
    const convert = stored ? store.toColumn?.[name] : undefined;
    out[column] = convert ? convert(value) : value;
  }
  return out;
}

/**
 * Checks the whole file and plans every write: each row parsed with the kind's create schema,
 * matched to a stored record by its natural key, and compared with it. Any rejected row rejects
 * the file.
 */
export async function planImport(
  db: Db,
  kind: ImportKind,
  table: ImportTable,
  progress: (fraction: number) => Promise<void> = async () => {},
): Promise<{ plan: Planned[]; rejected: ImportRejection[] }> {
  const store = kindStores[kind];
  const known = new Set(importFields[kind].map((f) => f.name));
  const unknown = table.header.filter((h) => !known.has(h));
  if (unknown.length) return { plan: [], rejected: [{ row: 0, message: m.unknownColumns(unknown) }] };
  const present = importFields[kind].map((f) => f.name).filter((n) => table.header.includes(n));
  const all = importFields[kind].map((f) => f.name);
  const schema = importSchemas[kind] as z.ZodType<Values>;
  const existing = await store.existing(db);
  const rejected: ImportRejection[] = [];
  const seen = new Map<string, number>();
  const matched: { row: number; id: number; values: Values }[] = [];
  const plan: Planned[] = [];

  table.rows.forEach((cells, at) => {
    const row = at + 1;
    const read = cellsToInput(kind, cells);
    if ('error' in read) return void rejected.push({ row, message: read.error });
    const parsed = schema.safeParse(read.input);
    if (!parsed.success) return void rejected.push({ row, message: issuesMessage(parsed.error) });
    const values = parsed.data;
    const keys = store.keysOf(values);
    const own = keys[0]!;
    const earlier = seen.get(own);
    if (earlier !== undefined) return void rejected.push({ row, message: m.duplicateRow(earlier) });
    seen.set(own, row);
    const id = keys.map((k) => existing.get(k)).find((v) => v !== undefined);
    if (id !== undefined) matched.push({ row, id, values });
    else if (kind === 'gyms' && !values.clubNumber) rejected.push({ row, message: m.gymNotFound });
    else plan.push({ row, create: { ...columnsOf(store, values, all) } });
  });
  await progress(0.5);
  if (rejected.length) return { plan: [], rejected };

  // Updates change only the columns the file holds, and only where they differ.
  for (let i = 0; i < matched.length; i += 500) {
    const slice = matched.slice(i, i + 500);
    const stored = await db
      .select()
      .from(store.table)
      .where(inArray(store.table.id, [...new Set(slice.map((s) => s.id))]));
    const byId = new Map(stored.map((r) => [(r as Values).id as number, r as Values]));
    for (const { row, id, values } of slice) {
      const current = byId.get(id);
      if (!current) continue;
      const parsed = columnsOf(store, values, present, false);
      const wanted = columnsOf(store, values, present);
      const before: Values = {};
      const after: Values = {};
      for (const [column, value] of Object.entries(wanted)) {
        if (!same(current[column], parsed[column])) {
          before[column] = current[column] ?? null;
          after[column] = value;
        }
      }
      if (Object.keys(after).length) plan.push({ row, id, before, after });
    }
    await progress(0.5 + (0.5 * (i + slice.length)) / matched.length);
  }
  plan.sort((a, b) => a.row - b.row);
  return { plan, rejected };
}

/** Writes a checked plan, IMPORT_SLICE rows a transaction, each slice with its activity-log row. */
async function writePlan(
  deps: Deps,
  kind: ImportKind,
  plan: Planned[],
  actor: Actor,
  progress: (fraction: number) => Promise<void>,
): Promise<void> {
  const store = kindStores[kind];
  for (let i = 0; i < plan.length; i += IMPORT_SLICE) {
    const slice = plan.slice(i, i + IMPORT_SLICE);
    await withTransaction(deps.db, async (tx) => {
      const creates = slice.flatMap((p) => ('create' in p ? [{ ...p.create, ...store.onCreate(actor.userId) }] : []));
      const created = creates.length
        ? await tx
            .insert(store.table)
            .values(creates as never)
            .returning({ id: store.table.id })
        : [];
      const oldValues: Values = {};
      const newValues: Values = {};
      for (const p of slice) {
        if ('create' in p) continue;
        await tx
          .update(store.table)
          .set({ ...p.after, ...store.onUpdate(actor.userId) } as never)
          .where(inArray(store.table.id, [p.id]));
        oldValues[p.id] = p.before;
        newValues[p.id] = p.after;
      }
      await recordActivity(
        tx,
        {
          userId: actor.userId,
          action: 'import.write',
          resourceType: kind,
          resourceId: 0,
          oldValues,
          newValues: { ...newValues, created: created.map((c) => c.id) },
        },
        actor.meta,
      );
    });
    await progress((i + slice.length) / plan.length);
  }
}

/** The work of an import job: check the whole file, then (unless a dry run or a row is refused) write it. */
export async function runImport(deps: Deps, payload: Payload, ctx: JobContext): Promise<ImportResult> {
  const stream = await deps.files.open(payload.fileKey);
  if (!stream) throw new Error('The uploaded file is no longer stored');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  let table: ImportTable;
  try {
    table = await readImportFile(Buffer.concat(chunks), payload.format);
  } catch (e) {
    if (!(e instanceof BadRequest)) throw e;
    await deps.files.remove(payload.fileKey);
    return { created: 0, updated: 0, rejected: [{ row: 0, message: e.message }] };
  }
  await ctx.progress(5);
  const { plan, rejected } = await planImport(deps.db, payload.kind, table, (f) => ctx.progress(5 + 25 * f));
  const result: ImportResult = {
    created: rejected.length ? 0 : plan.filter((p) => 'create' in p).length,
    updated: rejected.length ? 0 : plan.filter((p) => !('create' in p)).length,
    rejected,
  };
  if (!rejected.length && !payload.dryRun && plan.length) {
    const actor = { userId: payload.userId, meta: payload.meta };
    await writePlan(deps, payload.kind, plan, actor, (f) => ctx.progress(30 + 70 * f));
    invalidateMetrics(deps);
  }
  await deps.files.remove(payload.fileKey);
  return result;
}

/** POST /api/admin/imports: stores the file and queues its import (202 with the job's id). */
export async function startImport(
  deps: Deps,
  input: { kind: ImportKind; dryRun: boolean },
  file: { data: Buffer; name: string },
  actor: Actor,
): Promise<number> {
  const format = importFormatOf(file.data);
  const fileKey = await deps.files.put(file.data);
  const job = await withTransaction(deps.db, async (tx) => {
    const payload: Payload = {
      ...input,
      fileKey,
      fileName: file.name.slice(0, 200),
      format,
      userId: actor.userId,
      meta: actor.meta,
    };
    const row = await deps.jobs.enqueue(
      'import',
      { ...payload },
      { db: tx, requestedBy: actor.userId, maxAttempts: 2 },
    );
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: input.dryRun ? 'import.check' : 'import.start',
        resourceType: input.kind,
        resourceId: row.id,
        newValues: { fileName: payload.fileName, format, dryRun: input.dryRun },
      },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job.id;
}

/** GET /api/admin/imports/:id: an import job as the screen follows it. */
export async function getImportJob(deps: Deps, id: number): Promise<JobRecord> {
  const row = await deps.jobs.find(id);
  if (!row || row.kind !== 'import') throw new NotFound(m.jobNotFound);
  return jobView(row);
}

export function registerImportJobs(deps: Deps): void {
  deps.jobs.register('import', (payload, ctx) => runImport(deps, payload as unknown as Payload, ctx));
}
