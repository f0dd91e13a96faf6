/** What other features use of learning: the hub's answer (the member's home resumes from it). */
export { useHub } from './api';
