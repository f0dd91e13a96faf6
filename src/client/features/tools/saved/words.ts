import type { ReactNode } from 'react';

/** What the saved panel and the latest-record offer share: their words and page size. */

/** Records a page of the list shows (and the latest-record offer reads, from the same query). */
export const PAGE = 5;

/** How the panel speaks of the tool's records. */
export interface RecordWords {
  /** 'summary' */
  one: string;
  /** 'summaries' */
  many: string;
  /** 'e.g. 2025 year end' */
  placeholder: string;
  /** Under the heading: what saving is for on this tool. */
  intro: ReactNode;
  /** In the delete dialog: what goes, and what stays. */
  deleteNote: string;
  /** After a load, in its toast: 'its numbers are on screen.' unless told. */
  loaded?: string;
}

/** "summary" → "Summary". */
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
