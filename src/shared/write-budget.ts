/**
 * The per-member budget of everyday writes (votes, progress, tasks, saved tools, the repository,
 * chapter events): generous enough that a person working by hand never meets it.
 */
export const MEMBER_WRITES_PER_MINUTE = 120;

export const writeBudgetMessages = {
  tooManyWrites: 'You are saving changes faster than anyone could by hand. Please wait a minute and try again.',
} as const;
