/** What other client features may use of system-errors: the admin panel shown on the admin page. */
export { SystemErrorsPanel } from './system-errors-panel';
