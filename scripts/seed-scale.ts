// npm run seed:scale -- --gyms 10000 --users 100000 --rsvps 1000000 --documents 100000
// Fills the PostgreSQL at DATABASE_URL with the scale seed (decision 0178): migrates it, adds the
// reference data, then writes every area in bulk. Progress on stderr, a summary at the end.
import { parseArgs } from 'node:util';
import { migrateDatabase, openPostgres } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/db/seed/index';
import {
  DEFAULT_SCALE,
  SCALE_ACCOUNTS,
  SCALE_PASSWORD,
  ScaleSeedError,
  scalePlan,
  seedScale,
} from '../src/server/db/seed/scale/index';

const { values } = parseArgs({
  options: {
    gyms: { type: 'string' },
    users: { type: 'string' },
    rsvps: { type: 'string' },
    documents: { type: 'string' },
  },
});
const counts = {
  gyms: Number(values.gyms ?? DEFAULT_SCALE.gyms),
  users: Number(values.users ?? DEFAULT_SCALE.users),
  rsvps: Number(values.rsvps ?? DEFAULT_SCALE.rsvps),
  documents: Number(values.documents ?? DEFAULT_SCALE.documents),
};
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('seed:scale writes into PostgreSQL: set DATABASE_URL=postgres://… (a fresh database).');
  process.exit(2);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const bar = (done: number, total: number) => {
  const width = 30;
  const full = Math.round((done / total) * width);
  return `[${'#'.repeat(full)}${'-'.repeat(width - full)}]`;
};
const tty = process.stderr.isTTY;

try {
  process.stderr.write(`Migrating and adding reference data… `);
  const database = await openPostgres(url, 2);
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await database.close();
  process.stderr.write(`done (${elapsed()})\n`);
  const phases = await seedScale(url, counts, {
    onPhase: (name, index, total) => {
      const line = `${bar(index, total)} ${index + 1}/${total} ${name} (${elapsed()})`;
      process.stderr.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
    },
  });
  if (tty) process.stderr.write(`\r\x1b[2K${bar(1, 1)} done (${elapsed()})\n`);
  const plan = scalePlan(counts);
  console.log('\nScale seed written:');
  console.table(phases.map((p) => ({ phase: p.name, rows: p.rows, seconds: p.seconds })));
  console.log(
    [
      `Total: ${elapsed()}. ${plan.gyms} gyms, ${plan.users} members, ${plan.chapters} chapters, ${plan.events} events, ${plan.rsvps} RSVPs, ${plan.documents} documents.`,
      `Every scale account's password: ${SCALE_PASSWORD}`,
      `  ${SCALE_ACCOUNTS.heavyMember}: a member with ${plan.heavyRsvps} RSVPs`,
      `  ${SCALE_ACCOUNTS.bigOwner}: the owner of the gym with ${plan.bigGymDocuments} documents`,
      `  ${SCALE_ACCOUNTS.userPrefix}1 … ${SCALE_ACCOUNTS.userPrefix}${plan.users - 2}: everyone else (the first ${plan.gyms} own a gym each)`,
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof ScaleSeedError) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
  throw error;
}
