import { eq } from 'drizzle-orm';
import { tableConfigInputSchema, type TableConfigInput } from '../../../shared/tools/class-listings';
import { JACKRABBIT_SAMPLE_ORG_ID } from '../../features/tools/index';
import type { Tx } from '../client';
import { jackrabbitTableConfigs, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Demo content of /class-table-generator (decision 0166): the demo owner's gym keeps two class
 * tables of the shipped sample schedule, the full week (its default, for the website's class
 * page) and the preschool table of its parents' page, both through the shared schema.
 */
export const DEMO_CLASS_TABLES: TableConfigInput[] = [
  {
    title: 'All classes this season',
    orgId: JACKRABBIT_SAMPLE_ORG_ID,
    isDefault: true,
    config: {
      columns: ['name', 'category', 'days', 'times', 'ages', 'openings', 'register'],
      filters: { days: [], ages: [], categories: [], openOnly: false },
      colors: { header: '#1e3a8a', headerText: '#ffffff', accent: '#f59e0b', stripe: '#f1f5f9' },
    },
  },
  {
    title: 'Preschool classes with openings',
    orgId: JACKRABBIT_SAMPLE_ORG_ID,
    isDefault: false,
    config: {
      columns: ['name', 'days', 'times', 'ages', 'openings', 'tuition'],
      filters: { days: [], ages: ['toddler', 'preschool'], categories: ['Preschool'], openOnly: true },
      colors: { header: '#be185d', headerText: '#ffffff', accent: '#7c3aed', stripe: '#fdf2f8' },
    },
  },
];

export async function seedDemoClassTables(tx: Tx): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  const { gymId, id: userId } = owner;
  await tx
    .insert(jackrabbitTableConfigs)
    .values(DEMO_CLASS_TABLES.map((raw) => ({ ...tableConfigInputSchema.parse(raw), gymId, userId })));
}
