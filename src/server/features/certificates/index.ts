/** The certificates feature's public face: what the demo seed uses to print as the service does. */
export { newVerificationCode } from './service/generations';
