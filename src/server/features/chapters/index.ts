/**
 * What other features may use of chapters: events checks that a chapter exists and shows its name
 * and president beside an event. Only ./service/references, which imports no other feature, so
 * chapters (which uses the events index) and events never import each other in a circle.
 */
export { chapterExists, chapterNameOf, chapterPresidentOf } from './service/references';
