/** The shapes of the demo task library (see ../business-tasks-content.ts). */
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

export type ThemeName =
  | 'Cash flow'
  | 'Pricing and profit'
  | 'Lead generation'
  | 'Enrollment conversion'
  | 'Retention'
  | 'Hiring and onboarding'
  | 'Coach development'
  | 'Safety culture'
  | 'Facility and equipment'
  | 'Compliance and insurance'
  | 'Systems and delegation'
  | 'Community and brand';

/** A task as written in the content files: its function is the file it is in. */
export type Entry = Omit<DemoBusinessTask, 'function' | 'themes'> & { themes: ThemeName[] };
