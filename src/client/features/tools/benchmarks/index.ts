/** The network benchmark panel the tool pages show under their figures (GET /api/benchmarks/:metric). */
export * from './benchmark-panel';
