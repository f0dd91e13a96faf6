import { permissionRequired } from '../../../shared/permission-texts';
import { toolEntries, toolOpens, toolPermission } from '../../../shared/tools/catalog';
import { holds, type Caller } from '../../platform/caller';
import { Forbidden } from '../../platform/errors';
import { definePolicy } from '../../platform/policy';

/** A tool, by its catalogue slug. */
export interface ToolRef {
  slug: string;
}

/**
 * Who may use which tool: every tool needs `tools.use`, the financial ones `tools.financial` too; a
 * tool of another area with a permission of its own (certificates) needs only that one; an open
 * tool (the spreadsheet check, public and keeping nothing) needs none.
 * The gym-private figures a tool saves need approved gym access besides, which each route
 * declares (access.gym) and each service reads from the member's gym.
 */
export const toolPolicy = definePolicy<ToolRef, 'use'>({
  use: (caller, tool) =>
    toolOpens(
      toolEntries.find((t) => t.slug === tool.slug),
      (permission) => holds(caller, permission),
    ),
});

/** Refuses a tool the caller may not use, naming the permission that is missing. */
export function assertToolUse(caller: Caller, slug: string) {
  if (toolPolicy.can(caller, 'use', { slug })) return;
  const missing = holds(caller, 'tools.use') ? toolPermission(slug) : 'tools.use';
  throw new Forbidden(permissionRequired(missing));
}
