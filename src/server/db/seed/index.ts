import { seedDemoRoleRelevance } from './role-relevance';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { withTransaction, type Db, type Tx } from '../client';
import { appMeta } from '../schema/index';
import type { FileStore } from '../../platform/files';
import { DEMO_PASSWORD, seedDemoAccounts } from './accounts';
import { seedDemoArticles } from './articles';
import { seedNetworkFigures } from './benchmarks';
import { seedDemoBusinessListings } from './business-listings';
import { seedDemoCertificates } from './certificates';
import { seedDemoMessages } from './messages';
import { seedCalculatorScenarios } from './calculator-scenarios';
import { seedDemoCapacityPlans } from './capacity-plans';
import { seedDemoChapters } from './chapters';
import { seedDemoDocuments } from './documents';
import { seedDemoEquipment } from './equipment';
import { seedDemoEvents } from './events';
import { seedDemoFeasibility } from './feasibility';
import { seedDemoGymAccess } from './gym-access';
import { seedDemoGymMap } from './gym-map';
import { seedDemoGymSubmissions } from './gym-submissions';
import { seedDemoGyms } from './gyms';
import { seedDemoStateLinks } from './state-links';
import { seedDemoLearning } from './learning';
import { seedDemoMarketIntelligence } from './market-intelligence';
import { seedDemoDomainFinder } from './domain-finder';
import { seedPlanningScenarios } from './planning-scenarios';
import { seedDemoRecommendations } from './recommendations';
import { seedDemoRevenueArps } from './revenue-arps';
import { seedReferenceData } from './roles';
import { seedDemoTasks } from './tasks';
import { seedDemoTimeAudits } from './time-audit';
import { seedDemoClassTables } from './class-tables';
import { seedDemoTools } from './tools';

export interface DemoSeeder {
  /** Stable name; recorded in app_meta so each seeder runs once per database. */
  name: string;
  run(tx: Tx, options: DemoOptions): Promise<void>;
}

export interface DemoOptions {
  /** The demo members' password: the published one in development, a random one in production. */
  demoPassword: string;
  /** Where the demo documents' files go (DATA_DIR/documents when the app starts; a temporary folder otherwise). */
  files?: FileStore;
}

/** Demo content, in order. Each feature appends its own seeder here. */
export const demoSeeders: DemoSeeder[] = [
  { name: 'gyms', run: seedDemoGyms },
  { name: 'gym-submissions', run: seedDemoGymSubmissions },
  // The associations, licensing offices, insurers and resources of the demo gyms' states and provinces.
  { name: 'state-links', run: (db) => seedDemoStateLinks(db) },
  { name: 'accounts', run: (db, options) => seedDemoAccounts(db, options.demoPassword) },
  { name: 'articles', run: (db) => seedDemoArticles(db) },
  // After the accounts seeder: the demo owner starts with a module half done.
  { name: 'learning', run: (db) => seedDemoLearning(db) },
  // After the accounts seeder: the demo members vote and comment.
  { name: 'recommendations', run: (db) => seedDemoRecommendations(db) },
  // Before the events seeder: the demo breakfasts are bound to these chapters by name.
  { name: 'chapters', run: (db, options) => seedDemoChapters(db, options.demoPassword) },
  // After the chapters seeder: chapter events bind to chapters by name, chapter members RSVP.
  { name: 'events', run: (db) => seedDemoEvents(db) },
  // After the accounts seeder: the demo owner's and director's gyms get their own folders.
  { name: 'documents', run: (db, options) => seedDemoDocuments(db, { files: options.files }) },
  // After the accounts seeder: the demo owner starts with tasks in every state.
  { name: 'tasks', run: (db) => seedDemoTasks(db) },
  // After the accounts seeder: the demo owner's gym has saved meet budgets, prices and programs.
  { name: 'tools', run: (db) => seedDemoTools(db) },
  // After the gyms seeder: fifteen demo gyms' saved figures, so network benchmarks show on a fresh start.
  { name: 'tool-benchmarks', run: (db) => seedNetworkFigures(db) },
  // After the accounts seeder: the demo owner's calculator scenarios (two churn months place it in the benchmark).
  { name: 'calculator-scenarios', run: (db) => seedCalculatorScenarios(db) },
  // After the accounts seeder: a saved scenario of each of our four calculators for the demo owner's gym.
  { name: 'planning-scenarios', run: (db) => seedPlanningScenarios(db) },
  // After the accounts seeder: the demo owner's revenue per square foot and ARPS, placed against the network.
  { name: 'revenue-arps', run: (db) => seedDemoRevenueArps(db) },
  // After the accounts seeder: the demo owner's class sizes and a fall capacity plan.
  { name: 'capacity-plans', run: (db) => seedDemoCapacityPlans(db) },
  // After the accounts seeder: people waiting for the demo owner's gym, and for a gym the admins decide.
  { name: 'gym-access', run: (db, options) => seedDemoGymAccess(db, options.demoPassword) },
  // Businesses for sale with their analyses, and the queue of listing pages the analyser reads.
  { name: 'business-listings', run: (db) => seedDemoBusinessListings(db) },
  // After the accounts seeder: demo_owner's feasibility studies, a draft and a locked one.
  { name: 'feasibility', run: (db) => seedDemoFeasibility(db) },
  // After the accounts seeder: the demo owner's two time audits, so the results show a history.
  { name: 'time-audit', run: (db) => seedDemoTimeAudits(db) },
  // Two certificate templates, and a generation for the demo owner's gym (after the accounts).
  { name: 'certificates', run: (db) => seedDemoCertificates(db) },
  // After the gyms and accounts seeders: the demo market sample, and demo_owner's completed analysis.
  { name: 'market-intelligence', run: (db) => seedDemoMarketIntelligence(db) },
  // After the accounts seeder: the demo owner's saved class tables of the sample schedule, one the default.
  { name: 'class-tables', run: (db) => seedDemoClassTables(db) },
  // The tools each registration role finds relevant: the /tools hub lists them first.
  { name: 'role-relevance', run: (db) => seedDemoRoleRelevance(db) },
  // After the accounts seeder: the demo owner's gym's apparatus with its inspection history.
  { name: 'equipment', run: (db) => seedDemoEquipment(db) },
  // Gyms without a website, two with their candidate domains checked, for the domain finder.
  { name: 'domain-finder', run: (db) => seedDemoDomainFinder(db) },
  // After the gyms seeder: more gyms to cluster on the map, and three still to be placed.
  { name: 'gym-map', run: (db) => seedDemoGymMap(db) },
  // After the accounts seeder: the demo owner's gym's texts, voicemails, replies and one STOP.
  { name: 'messages', run: (db) => seedDemoMessages(db) },
];

export { seedReferenceData };

/**
 * Runs every demo seeder that has not run on this database yet, each in a transaction
 * together with its app_meta marker, so a crash never leaves half a seed behind.
 */
export async function seedDemo(
  db: Db,
  log: Logger,
  options: DemoOptions = { demoPassword: DEMO_PASSWORD },
): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of demoSeeders) {
    const key = `seed:${seeder.name}`;
    await withTransaction(db, async (tx) => {
      const done = await tx.select().from(appMeta).where(eq(appMeta.key, key)).for('update');
      if (done.length) return;
      await seeder.run(tx, options);
      await tx.insert(appMeta).values({ key, value: new Date().toISOString() });
      log.info({ seeder: seeder.name }, 'demo content seeded');
      ran.push(seeder.name);
    });
  }
  return ran;
}
