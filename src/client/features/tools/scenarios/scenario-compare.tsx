import type { ScenarioSummary } from '@shared/tools/scenarios';
import { CompareTwo } from '../compare-two';
import { useScenario } from './api';

const noun = { one: 'scenario', many: 'scenarios' };

/** Two saved scenarios side by side, figure by figure, with the change from the first to the second. */
export function ScenarioCompare({ scenarios }: { scenarios: ScenarioSummary[] }) {
  return <CompareTwo items={scenarios} noun={noun} useRecord={useScenario} />;
}
