/** The calculators' saved scenarios: a saved-records collection (saved-records/api.ts) narrowed by ?tool=. */
export const SCENARIOS_PATH = '/api/tool-scenarios';
