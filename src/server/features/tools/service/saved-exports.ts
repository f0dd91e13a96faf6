import { classProgramReport } from '../../../../shared/tools/class-programs';
import { proShopReport } from '../../../../shared/tools/pro-shop';
import type { ClassProgramRecord, ExportFormat, ProShopItemRecord } from '../../../../shared/tools/records';
import type { Deps } from '../../../platform/deps';
import { classProgramService } from './class-programs';
import { getMeetExpense } from './meet-expenses';
import { exportMeetExpense } from './meet-export';
import type { Member } from './member';
import { listProShopItems } from './pro-shop';
import { exportReport, fileSlug, type ExportFile } from './report-export';

/** The exports of the older saved tools ("every saved calculation exports to .xlsx and PDF"). */

/** The gym's whole pro-shop price list: its summary and every item. */
export function exportProShop(items: ProShopItemRecord[], format: ExportFormat): Promise<ExportFile> {
  const report = { tool: 'Pro-shop pricing', name: 'Pro-shop price list', ...proShopReport(items) };
  return exportReport(report, format, 'pro-shop-price-list');
}

/** One class program with its capacity, revenue and cost over its period. */
export function exportClassProgram(program: ClassProgramRecord, format: ExportFormat): Promise<ExportFile> {
  const report = {
    tool: 'Class program capacity planner',
    name: program.name,
    ...classProgramReport(program, program.results),
  };
  return exportReport(report, format, ['class-program', fileSlug(program.name)].filter(Boolean).join('-'));
}

/** GET /api/meet-expenses/:id/export */
export async function exportSavedMeetExpense(
  deps: Deps,
  member: Member,
  id: number,
  format: ExportFormat,
): Promise<ExportFile> {
  return exportMeetExpense(await getMeetExpense(deps, member, id), format);
}

/** GET /api/pro-shop-items/export */
export async function exportProShopItems(deps: Deps, member: Member, format: ExportFormat): Promise<ExportFile> {
  return exportProShop(await listProShopItems(deps, member), format);
}

/** GET /api/capacity-programs/:id/export */
export async function exportSavedClassProgram(
  deps: Deps,
  member: Member,
  id: number,
  format: ExportFormat,
): Promise<ExportFile> {
  return exportClassProgram(await classProgramService.get(deps, member, id), format);
}
