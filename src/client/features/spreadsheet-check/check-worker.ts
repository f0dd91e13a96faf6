import { failureMessage, type CheckOutcome } from '@shared/spreadsheet-check';
import { checkSpreadsheetFile } from './read-workbook';

/**
 * The spreadsheet check's worker: reads the file the page hands it with SheetJS and answers with
 * the report, so a large workbook never holds up the page. Started by run-check.ts.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (outcome: CheckOutcome) => void;
};

scope.onmessage = (event) => {
  const file = event.data;
  checkSpreadsheetFile(file).then(scope.postMessage, () =>
    scope.postMessage({ ok: false, fileName: file.name, failure: 'unreadable', message: failureMessage.unreadable }),
  );
};
