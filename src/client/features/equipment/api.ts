import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Equipment,
  EquipmentFilter,
  EquipmentInput,
  EquipmentPage,
  EquipmentSuggestion,
  Inspection,
  InspectionInput,
  RecordedInspection,
  ScannedEquipment,
} from '@shared/equipment';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const EQUIPMENT = '/api/equipment';
export const LABELS_URL = `${EQUIPMENT}/labels.pdf`;
export const qrSvgUrl = (id: number) => `${EQUIPMENT}/${id}/qr.svg`;
const byQr = (qrCode: string) => `${EQUIPMENT}/by-qr/${encodeURIComponent(qrCode)}`;

/** Every equipment answer may change after a write. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(EQUIPMENT) });
}

/** GET /api/equipment, 25 a page, soonest due first; the first page carries the due and overdue counts. */
export function useEquipmentList(filter: EquipmentFilter, search: string) {
  const query = new URLSearchParams({ filter, ...(search ? { search } : {}) }).toString();
  return usePagedQuery<Equipment>(pagedUrl(EQUIPMENT, query, 25));
}

/** The counts of the list's first page (the same whatever the filter). */
export function useEquipmentCounts() {
  return useQuery<EquipmentPage>({ queryKey: [`${EQUIPMENT}?filter=all&pageSize=1`] });
}

/** GET /api/equipment/suggestions: the gym facts' counts, the first items to add. */
export function useSuggestions(enabled: boolean) {
  return useQuery<EquipmentSuggestion[]>({ queryKey: [`${EQUIPMENT}/suggestions`], enabled });
}

/** POST /api/equipment, or PUT …/:id with an id. */
export function useSaveEquipment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EquipmentInput }) =>
      apiJson<Equipment>(id ? apiRequest('PUT', `${EQUIPMENT}/${id}`, input) : apiRequest('POST', EQUIPMENT, input)),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/equipment/:id */
export function useDeleteEquipment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${EQUIPMENT}/${id}`);
    },
    onSuccess: () => refresh(),
  });
}

/** GET /api/equipment/:id/inspections, 10 a page. */
export function useInspections(id: number) {
  return usePagedQuery<Inspection>(pagedUrl(`${EQUIPMENT}/${id}/inspections`, undefined, 10));
}

/** GET /api/equipment/by-qr/:qrCode: no retry, a 404 is an answer. */
export function useScannedEquipment(qrCode: string) {
  return useQuery<ScannedEquipment>({ queryKey: [byQr(qrCode)], retry: false });
}

/** POST /api/equipment/by-qr/:qrCode/inspections */
export function useRecordInspection(qrCode: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: InspectionInput) =>
      apiJson<RecordedInspection>(apiRequest('POST', `${byQr(qrCode)}/inspections`, input)),
    onSuccess: () => refresh(),
  });
}
