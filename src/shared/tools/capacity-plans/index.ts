/**
 * /gym-capacity-planner (decision 0125): the plan's schemas and messages, the hour-by-hour
 * figures, and the report its exports print. The reading of the figures is written in schemas.ts.
 */
export * from './schemas';
export * from './compute';
export * from './report';
