import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckOutcome } from '@shared/spreadsheet-check';

/** Checks a file in a worker; rejects when the browser cannot start one or the worker fails. */
function checkInWorker(file: File, started: (worker: Worker) => void): Promise<CheckOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
    started(worker);
    worker.onmessage = (event: MessageEvent<CheckOutcome>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'The worker stopped'));
    };
    worker.postMessage(file);
  });
}

/**
 * Off the page's thread when the browser can, in the page otherwise: SheetJS is imported here on
 * the first check, never before (the page's own module does not carry it).
 */
async function runCheck(file: File, started: (worker: Worker) => void): Promise<CheckOutcome> {
  try {
    return await checkInWorker(file, started);
  } catch {
    const { checkSpreadsheetFile } = await import('./read-workbook');
    return checkSpreadsheetFile(file);
  }
}

export type CheckState =
  { status: 'idle' } | { status: 'reading'; fileName: string } | { status: 'done'; outcome: CheckOutcome };

/** The page's check: the file being read, then its outcome. A newer file replaces an older one. */
export function useSpreadsheetCheck() {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const current = useRef<{ id: number; worker: Worker | null }>({ id: 0, worker: null });

  const stop = useCallback(() => {
    current.current.worker?.terminate();
    current.current.worker = null;
  }, []);
  useEffect(() => stop, [stop]);

  const check = useCallback(
    (file: File) => {
      stop();
      const id = current.current.id + 1;
      current.current = { id, worker: null };
      setState({ status: 'reading', fileName: file.name });
      void runCheck(file, (worker) => {
        if (current.current.id === id) current.current.worker = worker;
      }).then((outcome) => {
        if (current.current.id !== id) return;
        current.current.worker = null;
        setState({ status: 'done', outcome });
      });
    },
    [stop],
  );

  return { state, check };
}
