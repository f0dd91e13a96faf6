/** What other features use of the chapters area: its loads of the chapter list and the caller's chapter. */
export { useChapters, useMyChapter } from './api';
