/** The calculators' saved scenarios panel (/api/tool-scenarios). */
export * from './scenario-panel';
