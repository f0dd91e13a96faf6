import { z } from 'zod';
import {
  equipmentInputSchema,
  equipmentListQuery,
  equipmentMessages as m,
  equipmentPageSchema,
  equipmentSchema,
  equipmentSuggestionSchema,
  inspectionInputSchema,
  inspectionPageSchema,
  qrParams,
  recordedInspectionSchema,
  scannedEquipmentSchema,
} from '../../../shared/equipment';
import { noContent } from '../../../shared/answers';
import { pageQuery } from '../../../shared/paging';
import { access } from '../../platform/access';
import { attachment } from '../../platform/attachment';
import { callerOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { recordInspection, listInspections, scanEquipment } from './service/inspections';
import {
  createEquipment,
  deleteEquipment,
  equipmentSuggestions,
  listEquipment,
  updateEquipment,
} from './service/items';
import { labelSheet, qrSvg } from './service/labels';

const tags = ['equipment'];
const params = idParamsOf(m.invalidId);

/**
 * Equipment maintenance and QR inspections (decision 0165), gym-private: the owner's list, edits,
 * history and labels (equipment.manage), and the inspection recorded by scanning a label
 * (equipment.inspect, every gym role). Another gym's item, or an unknown code, is a 404.
 */
export const equipmentRoutes: Feature = (api, deps) => {
  const manage = access.gym('equipment.manage');
  const inspect = access.gym('equipment.inspect');

  api.get(
    '/equipment',
    {
      ...manage,
      schema: {
        tags,
        summary:
          "The caller's gym's equipment, soonest due first, each with nextDueAt and overdue; filter all, due (within the window or overdue) or overdue; search by name, location or serial (paged)",
        querystring: equipmentListQuery,
        response: { 200: equipmentPageSchema },
      },
    },
    async (request) => listEquipment(deps, await callerOf(deps, request), request.query),
  );

  api.post(
    '/equipment',
    {
      ...withWriteBudget(manage),
      schema: {
        tags,
        summary:
          "Add a piece of equipment to the caller's gym: it gets its QR label's code (128 random bits, base64url)",
        body: equipmentInputSchema,
        response: { 201: equipmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEquipment(deps, await callerOf(deps, request), request.body)),
  );

  api.get(
    '/equipment/suggestions',
    {
      ...manage,
      schema: {
        tags,
        summary: "The gym facts' equipment counts against the items listed, type by type: the first items to add",
        response: { 200: z.array(equipmentSuggestionSchema) },
      },
    },
    async (request) => equipmentSuggestions(deps, await callerOf(deps, request)),
  );

  api.get(
    '/equipment/labels.pdf',
    {
      ...manage,
      schema: {
        tags,
        summary: "Every item's QR label with its name, type and location: one PDF, twelve labels a US Letter page",
        response: { 200: z.any().describe('The PDF file') },
      },
    },
    async (request, reply) => {
      const sheet = await labelSheet(deps, await callerOf(deps, request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(sheet.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(sheet.data);
    },
  );

  api.put(
    '/equipment/:id',
    {
      ...withWriteBudget(manage),
      schema: {
        tags,
        summary: 'Edit an item; a changed interval moves its next due date',
        params,
        body: equipmentInputSchema,
        response: { 200: equipmentSchema },
      },
    },
    async (request) => updateEquipment(deps, await callerOf(deps, request), request.params.id, request.body),
  );

  api.delete(
    '/equipment/:id',
    {
      ...withWriteBudget(manage),
      schema: { tags, summary: 'Delete an item and its inspection history', params, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteEquipment(deps, await callerOf(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/equipment/:id/inspections',
    {
      ...manage,
      schema: {
        tags,
        summary: "An item's inspections, newest first, with who inspected it (paged)",
        params,
        querystring: pageQuery,
        response: { 200: inspectionPageSchema },
      },
    },
    async (request) => listInspections(deps, await callerOf(deps, request), request.params.id, request.query),
  );

  api.get(
    '/equipment/:id/qr.svg',
    {
      ...manage,
      schema: {
        tags,
        summary: "An item's QR code as SVG: the address of its inspection page",
        params,
        response: { 200: z.any().describe('The SVG image') },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await qrSvg(deps, await callerOf(deps, request), request.params.id)),
  );

  api.get(
    '/equipment/by-qr/:qrCode',
    {
      ...inspect,
      schema: {
        tags,
        summary: "The item behind a QR label, with its latest inspection: for its gym's members only (anyone else 404)",
        params: qrParams,
        response: { 200: scannedEquipmentSchema },
      },
    },
    async (request) => scanEquipment(deps, await callerOf(deps, request), request.params.qrCode),
  );

  api.post(
    '/equipment/by-qr/:qrCode/inspections',
    {
      ...withWriteBudget(inspect),
      schema: {
        tags,
        summary:
          'Record an inspection of the item behind a QR label: it is due again one interval later, and out_of_service takes it out of service',
        params: qrParams,
        body: inspectionInputSchema,
        response: { 201: recordedInspectionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordInspection(deps, await callerOf(deps, request), request.params.qrCode, request.body)),
  );
};
