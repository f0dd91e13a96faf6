import { eq } from 'drizzle-orm';
import { DAY_MS, nextDueFrom, statusAfter, type EquipmentType, type InspectionResult } from '../../../shared/equipment';
import { newQrCode } from '../../features/equipment/index';
import type { Tx } from '../client';
import { equipment, equipmentInspections, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Demo equipment for the demo owner's gym: its bars, beams, vault, floor, pit and trampolines, each
 * with months of inspections. `dueIn` is when the next inspection falls, in days from now: most
 * are comfortably ahead, a few are due this week and one is overdue.
 */

interface DemoItem {
  name: string;
  type: EquipmentType;
  location: string;
  manufacturer: string;
  serialNumber: string;
  purchaseDate: string;
  interval: number;
  dueIn: number;
  /** Results of the earlier inspections, oldest first; the last one sets the status. */
  results: InspectionResult[];
  notes?: Partial<Record<number, string>>;
}

const ITEMS: DemoItem[] = [
  {
    name: 'Uneven bars 1',
    type: 'bar',
    location: 'Main floor, north',
    manufacturer: 'AAI',
    serialNumber: 'AAI-UB-20417',
    purchaseDate: '2021-06-14',
    interval: 30,
    dueIn: 12,
    results: ['pass', 'pass', 'needs_attention', 'pass', 'pass'],
    notes: { 2: 'Low-bar cable tension slightly loose; retightened after class.', 3: 'Cable re-tensioned, all good.' },
  },
  {
    name: 'Uneven bars 2',
    type: 'bar',
    location: 'Main floor, north',
    manufacturer: 'AAI',
    serialNumber: 'AAI-UB-20418',
    purchaseDate: '2021-06-14',
    interval: 30,
    dueIn: 3,
    results: ['pass', 'pass', 'pass', 'pass'],
  },
  {
    name: 'Competition beam 1',
    type: 'beam',
    location: 'Beam row',
    manufacturer: 'Spieth America',
    serialNumber: 'SPA-BM-7731',
    purchaseDate: '2022-01-10',
    interval: 30,
    dueIn: 18,
    results: ['pass', 'pass', 'pass', 'pass'],
  },
  {
    name: 'Competition beam 2',
    type: 'beam',
    location: 'Beam row',
    manufacturer: 'Spieth America',
    serialNumber: 'SPA-BM-7732',
    purchaseDate: '2022-01-10',
    interval: 30,
    dueIn: -2,
    results: ['pass', 'pass', 'needs_attention'],
    notes: { 2: 'Suede cover wearing thin at the centre mark; order a recover.' },
  },
  {
    name: 'Low training beam',
    type: 'beam',
    location: 'Preschool area',
    manufacturer: 'Tumbl Trak',
    serialNumber: 'TT-LB-1180',
    purchaseDate: '2023-03-02',
    interval: 60,
    dueIn: 41,
    results: ['pass', 'pass', 'pass'],
  },
  {
    name: 'Vault table',
    type: 'vault',
    location: 'Vault runway',
    manufacturer: 'Gymnova',
    serialNumber: 'GN-VT-5502',
    purchaseDate: '2020-09-21',
    interval: 30,
    dueIn: 5,
    results: ['pass', 'pass', 'pass', 'pass', 'pass'],
  },
  {
    name: 'Spring floor',
    type: 'floor',
    location: 'Main floor, centre',
    manufacturer: 'AAI',
    serialNumber: 'AAI-SF-40x40-118',
    purchaseDate: '2019-07-30',
    interval: 30,
    dueIn: 22,
    results: ['pass', 'needs_attention', 'pass', 'pass'],
    notes: { 1: 'Two springs flattened under panel C4; replaced from spares.' },
  },
  {
    name: 'Foam pit',
    type: 'pit',
    location: 'Pit bay',
    manufacturer: 'Custom build',
    serialNumber: 'PIT-01',
    purchaseDate: '2019-07-30',
    interval: 14,
    dueIn: 9,
    results: ['pass', 'pass', 'pass', 'needs_attention', 'pass', 'pass'],
    notes: { 3: 'Foam cubes compacted at the landing end; topped up and fluffed.' },
  },
  {
    name: 'In-ground trampoline 1',
    type: 'trampoline',
    location: 'Pit bay',
    manufacturer: 'Jumpking Pro',
    serialNumber: 'JKP-IG-3310',
    purchaseDate: '2022-05-18',
    interval: 7,
    dueIn: 1,
    results: ['pass', 'pass', 'pass', 'pass', 'pass', 'pass'],
  },
  {
    name: 'In-ground trampoline 2',
    type: 'trampoline',
    location: 'Pit bay',
    manufacturer: 'Jumpking Pro',
    serialNumber: 'JKP-IG-3311',
    purchaseDate: '2022-05-18',
    interval: 7,
    dueIn: 4,
    results: ['pass', 'pass', 'out_of_service', 'pass', 'pass'],
    notes: { 2: 'Frame pad torn along the east side: closed until the new pad arrives.', 3: 'New frame pad fitted.' },
  },
  {
    name: 'Still rings',
    type: 'rings',
    location: 'Boys area',
    manufacturer: 'AAI',
    serialNumber: 'AAI-RG-0902',
    purchaseDate: '2021-11-03',
    interval: 30,
    dueIn: 26,
    results: ['pass', 'pass', 'pass'],
  },
];

export async function seedDemoEquipment(tx: Tx): Promise<void> {
  const staff = await tx
    .select({ id: users.id, gymId: users.gymId, username: users.username })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  const owner = staff[0];
  if (!owner?.gymId) return;
  const now = Date.now();
  for (const item of ITEMS) {
    // The last inspection was one interval before the next due date; the earlier ones an interval apart.
    const nextDueAt = new Date(now + item.dueIn * DAY_MS);
    const times = item.results.map(
      (_, i) =>
        new Date(nextDueAt.getTime() - (item.results.length - i) * item.interval * DAY_MS - (i % 3) * 3_600_000),
    );
    const lastAt = times.at(-1)!;
    const [row] = await tx
      .insert(equipment)
      .values({
        gymId: owner.gymId,
        name: item.name,
        type: item.type,
        location: item.location,
        manufacturer: item.manufacturer,
        serialNumber: item.serialNumber,
        purchaseDate: item.purchaseDate,
        inspectionIntervalDays: item.interval,
        qrCode: newQrCode(),
        nextDueAt: nextDueFrom(lastAt, item.interval),
        status: statusAfter[item.results.at(-1)!],
        createdBy: owner.id,
        createdAt: new Date(times[0]!.getTime() - 2 * DAY_MS),
        updatedAt: lastAt,
      })
      .returning({ id: equipment.id });
    await tx.insert(equipmentInspections).values(
      item.results.map((result, i) => ({
        equipmentId: row!.id,
        inspectedBy: owner.id,
        result,
        notes: item.notes?.[i] ?? null,
        inspectedAt: times[i]!,
      })),
    );
  }
}
