// TEMPORARY (not to be committed): replaced by the full library.
export type TaskFunctionKey =
  'finance' | 'marketing' | 'sales' | 'programs' | 'staffing' | 'customer-service' | 'facility-safety' | 'leadership';
export type TaskPriority = 'critical' | 'high' | 'medium' | 'low';
export interface DemoBusinessTask {
  function: TaskFunctionKey;
  task: string;
  description: string;
  frequency: 'Daily' | 'Weekly' | 'Monthly' | 'Quarterly' | 'Annually' | 'One-time';
  owner: 'Owner' | 'Director' | 'Manager' | 'Front Desk' | 'Head Coach' | 'Bookkeeper';
  startupCritical: boolean;
  priorities: { '250k': TaskPriority; '500k': TaskPriority; '1m': TaskPriority; '2m': TaskPriority };
  themes: string[];
}
export const DEMO_TASK_THEMES = [
  { name: 'Cash flow', colour: '#059669', description: 'Money in and out' },
  { name: 'Safety culture', colour: '#dc2626', description: 'Safe floors' },
];
const fns: TaskFunctionKey[] = [
  'finance',
  'marketing',
  'sales',
  'programs',
  'staffing',
  'customer-service',
  'facility-safety',
  'leadership',
];
const freqs = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Annually', 'One-time'] as const;
export const DEMO_BUSINESS_TASKS: DemoBusinessTask[] = Array.from({ length: 128 }, (_, i) => ({
  function: fns[i % 8]!,
  task: `Task ${i}`,
  description: `Description ${i} of a task about billing and safety`,
  frequency: freqs[i % 6]!,
  owner: 'Owner',
  startupCritical: i % 4 === 0,
  priorities: { '250k': i % 3 === 0 ? 'critical' : 'medium', '500k': 'high', '1m': 'medium', '2m': 'low' },
  themes: i % 2 ? ['Cash flow'] : ['Safety culture'],
}));
