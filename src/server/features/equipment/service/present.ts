import { desc, eq, inArray } from 'drizzle-orm';
import {
  dueState,
  type EquipmentStatus,
  type EquipmentType,
  type InspectionResult,
} from '../../../../shared/equipment';
import type { Db } from '../../../db/client';
import { equipmentInspections, users, type equipment } from '../../../db/schema/index';

export type EquipmentRow = typeof equipment.$inferSelect;

/** The columns of an inspection as the API shows it, with the inspector's name. */
export const inspectionColumns = {
  id: equipmentInspections.id,
  equipmentId: equipmentInspections.equipmentId,
  result: equipmentInspections.result,
  notes: equipmentInspections.notes,
  inspectedAt: equipmentInspections.inspectedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type InspectionRow = {
  id: number;
  equipmentId: number;
  result: string;
  notes: string | null;
  inspectedAt: Date;
  firstName: string | null;
  lastName: string | null;
};

export const presentInspection = (r: InspectionRow) => ({
  id: r.id,
  equipmentId: r.equipmentId,
  result: r.result as InspectionResult,
  notes: r.notes,
  inspectedBy: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
  inspectedAt: r.inspectedAt,
});
export type InspectionOut = ReturnType<typeof presentInspection>;

/** The latest inspection of each item, by item id. */
export async function latestInspections(db: Db, ids: number[]): Promise<Map<number, InspectionOut>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([equipmentInspections.equipmentId], inspectionColumns)
    .from(equipmentInspections)
    .leftJoin(users, eq(users.id, equipmentInspections.inspectedBy))
    .where(inArray(equipmentInspections.equipmentId, ids))
    .orderBy(equipmentInspections.equipmentId, desc(equipmentInspections.inspectedAt), desc(equipmentInspections.id));
  return new Map(rows.map((r) => [r.equipmentId, presentInspection(r)]));
}

/** An item as the API shows it: its due state is computed against `now`. */
export function presentEquipment(row: EquipmentRow, last: InspectionOut | null, now: Date) {
  const due = dueState(row.nextDueAt, now, row.inspectionIntervalDays);
  return {
    id: row.id,
    name: row.name,
    type: row.type as EquipmentType,
    location: row.location,
    manufacturer: row.manufacturer,
    serialNumber: row.serialNumber,
    purchaseDate: row.purchaseDate,
    inspectionIntervalDays: row.inspectionIntervalDays,
    notes: row.notes,
    status: row.status as EquipmentStatus,
    qrCode: row.qrCode,
    nextDueAt: row.nextDueAt,
    due,
    overdue: due === 'overdue',
    lastInspection: last,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the inspection page shows of an item. */
export function presentScanned(row: EquipmentRow, gymName: string, last: InspectionOut | null, now: Date) {
  const { id, name, type, location, status, inspectionIntervalDays, nextDueAt, due, overdue, lastInspection } =
    presentEquipment(row, last, now);
  return {
    id,
    name,
    type,
    location,
    status,
    inspectionIntervalDays,
    nextDueAt,
    due,
    overdue,
    lastInspection,
    gymName,
  };
}

/** The values an activity-log row keeps of an item (its label's code is left out). */
export function loggedValues(row: EquipmentRow) {
  const { qrCode: _qr, createdAt: _c, updatedAt: _u, createdBy: _b, ...rest } = row;
  return { ...rest, nextDueAt: row.nextDueAt.toISOString() };
}
