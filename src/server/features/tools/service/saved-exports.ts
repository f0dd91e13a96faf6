import { capacityReport } from '../../../../shared/tools/capacity';
import { proShopReport } from '../../../../shared/tools/pro-shop';
import type { CapacityProgramRecord, ExportFormat, ProShopItemRecord } from '../../../../shared/tools/records';
import { exportReport, fileSlug, type ExportFile } from './report-export';

/** The exports of the older saved tools ("every saved calculation exports to .xlsx and PDF"). */

/** The gym's whole pro-shop price list: its summary and every item. */
export function exportProShop(items: ProShopItemRecord[], format: ExportFormat): Promise<ExportFile> {
  const report = { tool: 'Pro-shop pricing', name: 'Pro-shop price list', ...proShopReport(items) };
  return exportReport(report, format, 'pro-shop-price-list');
}

/** One class program with its capacity, revenue and cost over its period. */
export function exportCapacityProgram(program: CapacityProgramRecord, format: ExportFormat): Promise<ExportFile> {
  const report = {
    tool: 'Class program capacity planner',
    name: program.name,
    ...capacityReport(program, program.results),
  };
  return exportReport(report, format, ['class-program', fileSlug(program.name)].filter(Boolean).join('-'));
}
