import {
  revenueTierLabels,
  TASK_GOALS,
  taskPriorityLabels,
  WIZARD_PICKS,
  type RevenueTier,
  type TaskPriority,
  type WizardRole,
} from './vocabulary';

const priorityWeight: Record<TaskPriority, number> = { critical: 4, high: 3, medium: 2, low: 1 };

export interface RankableTask {
  id: number;
  function: string;
  owner: string;
  startupCritical: boolean;
  priorities: Record<string, string>;
}

/**
 * The task wizard: ranks the library for a member's answers and says why each of the
 * top tasks was picked. Same answers, same list: the ranking is a pure function of them and the
 * library, ties broken by id.
 */
export function recommendTasks(
  tasks: RankableTask[],
  answers: { role: WizardRole; revenueTier: RevenueTier; goals: readonly string[]; startup: boolean },
  picks = WIZARD_PICKS,
): { ids: number[]; reasons: Record<string, string> } {
  const goals = TASK_GOALS.filter((g) => answers.goals.includes(g.id));
  const scored = tasks.map((t) => {
    const p = (t.priorities[answers.revenueTier] ?? 'low') as TaskPriority;
    const weight = priorityWeight[p] ?? 1;
    const goal = goals.find((g) => (g.functions as readonly string[]).includes(t.function));
    const startup = answers.startup && t.startupCritical;
    const yours = t.owner === answers.role;
    const score = weight * 10 + (goal ? 8 : 0) + (startup ? 12 : 0) + (yours ? 3 : 0);
    const why = [
      `${taskPriorityLabels[p] ?? 'Low'} priority at ${revenueTierLabels[answers.revenueTier]} revenue`,
      goal ? `supports your goal "${goal.label}"` : null,
      startup ? 'essential in a gym’s first year' : null,
      yours ? `usually owned by the ${t.owner.toLowerCase()}` : null,
    ].filter(Boolean);
    return { id: t.id, score, why: why.join('; ') };
  });
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const top = scored.slice(0, Math.max(0, picks));
  return {
    ids: top.map((s) => s.id),
    reasons: Object.fromEntries(top.map((s) => [String(s.id), s.why.charAt(0).toUpperCase() + s.why.slice(1)])),
  };
}
