/**
 * What other features use of the chapters area: its loads of the chapter list and the caller's
 * chapter, and the admin's counts of what waits for an answer.
 */
export { useChapters, useMyChapter, usePendingChapterCounts } from './api';
