import type { FastifyReply } from 'fastify';

/**
 * A list answered as a bare array: sets X-Total-Count (how many items there are in all) and
 * answers the items. The one place the header is written.
 */
export function itemsWithTotal<T>(reply: FastifyReply, list: { items: T[]; total: number }): T[] {
  reply.header('x-total-count', String(list.total));
  return list.items;
}
