/** What other parts of the server may use of tasks: the demo seed enhances a few tasks and dates My Tasks. */
export { enhanceByRules } from './service/enhance';
export { today } from './service/my-tasks';
