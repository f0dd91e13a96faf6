import { z } from 'zod';
import { proShopItemInputSchema } from '../../../shared/tools/pro-shop';
import { proShopItemSchema } from '../../../shared/tools/records';
import type { Feature } from '../../platform/feature';
import { recordRoutes } from './record-routes';
import { createProShopItem, deleteProShopItem, listProShopItems, updateProShopItem } from './service/pro-shop';
import { exportProShopItems } from './service/saved-exports';

/** /pro-shop-items: the gym's pro-shop prices, retail price and net profit computed here, and the list's export. */
export const proShopRoutes: Feature = (api, deps) => {
  recordRoutes(api, deps, {
    path: '/pro-shop-items',
    invalidId: 'Invalid pro-shop item id',
    body: proShopItemInputSchema,
    record: proShopItemSchema,
    list: { response: z.array(proShopItemSchema) },
    summaries: {
      list: "The gym's pro-shop items with retail price and net profit, by name",
      exportAll: "The gym's price list as a workbook (summary and items on the first sheet) or a PDF",
      create: 'Price an item (markup type defaults to percent); retail price and net profit are computed here',
      update: 'Replace an item; its price is recomputed',
      remove: 'Delete an item',
    },
    service: {
      list: listProShopItems,
      exportAll: exportProShopItems,
      create: createProShopItem,
      update: updateProShopItem,
      remove: deleteProShopItem,
    },
  });
};
