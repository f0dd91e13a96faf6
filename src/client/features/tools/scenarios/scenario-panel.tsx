import {
  scenarioNameSchema,
  type ScenarioRecord,
  type ScenarioSummary,
  type ScenarioToolSlug,
} from '@shared/tools/scenarios';
import { useLoadedRecord, SavedPanel, type RecordWords } from '../saved';

/** The calculators' saved scenarios: a saved-record collection (saved/api.ts) narrowed by ?tool=. */
const SCENARIOS_PATH = '/api/tool-scenarios';

const words: RecordWords = {
  one: 'scenario',
  many: 'scenarios',
  placeholder: 'e.g. Fall 2026',
  intro:
    'Keep the numbers above under a name — this season, a price change, a what-if — and compare any two. ' +
    'Everyone at your gym sees the gym’s scenarios.',
  deleteNote: 'The scenario goes for everyone at your gym. The calculator keeps what is on screen.',
  loaded: 'its numbers are in the calculator.',
};

interface ScenarioPanelProps {
  tool: ScenarioToolSlug;
  /** The inputs on screen as the tool's schema accepted them, or null while a field is refused. */
  inputs: unknown;
  /** Puts a saved scenario's inputs back on screen. */
  onLoad: (inputs: Record<string, unknown>) => void;
}

/**
 * Named scenarios of a calculator (decision 0120): the saved panel over
 * /api/tool-scenarios?tool=… — save what is on screen under a name, load a saved one back,
 * download it as a workbook or PDF, delete it, and compare two side by side. The server computes
 * every saved figure from the inputs; the list shows those, not the page's.
 */
export function ScenarioPanel({ tool, inputs, onLoad }: ScenarioPanelProps) {
  const loaded = useLoadedRecord<ScenarioSummary, ScenarioRecord>(SCENARIOS_PATH, words, (s) => onLoad(s.inputs));
  return (
    <SavedPanel<ScenarioSummary, ScenarioRecord>
      path={SCENARIOS_PATH}
      listQuery={`tool=${tool}`}
      words={words}
      nameSchema={scenarioNameSchema}
      body={(name) => (inputs === null ? null : { tool, name, inputs })}
      loaded={loaded}
      markCurrent={false}
    />
  );
}
