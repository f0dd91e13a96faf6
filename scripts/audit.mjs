// Fails on a high or critical advisory for which a fix is available; reports the rest.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json', '--omit=dev'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  console.log('npm audit gave no JSON (registry unreachable?); skipping.');
  process.exit(0);
}
if (report.error || report.statusCode) {
  const why = report.error?.summary || report.error?.code || report.message || 'unknown error';
  console.log(`npm audit could not reach an advisory service (${why}); skipping.`);
  process.exit(0);
}
const blocking = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => (v.severity === 'high' || v.severity === 'critical') && v.fixAvailable,
);
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit: ${JSON.stringify(counts)}`);
if (blocking.length) {
  for (const v of blocking) console.log(`  ${v.severity}: ${v.name} (${v.range}) — fix available`);
  process.exit(1);
}
