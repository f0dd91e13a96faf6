/** Equipment maintenance's public face: its routes, and the label code the demo seed gives each item. */
export { equipmentRoutes } from './routes';
export { newQrCode } from './service/items';
