/** What other client features may use of tasks: the member's own task list. Pages load through the route table. */
export { useMyTasks } from './api';
