import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerPhoneField, type Message, type MessageInput, type OptOutStatus } from '@shared/messages';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const MESSAGES = '/api/messages';

/** GET /api/messages: the gym's messages, newest first, 20 a page with "Show more". */
export function useMessages(filters: { search?: string; tag?: string; phone?: string }) {
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return usePagedQuery<Message>(pagedUrl(MESSAGES, query || undefined, 20));
}

/** GET /api/messages/opt-out: asked once the phone number is a valid one. */
export function useOptOut(phone: string) {
  const valid = customerPhoneField.safeParse(phone).success;
  return useQuery<OptOutStatus>({
    queryKey: [`${MESSAGES}/opt-out?phone=${encodeURIComponent(phone.trim())}`],
    enabled: valid,
  });
}

/** POST /api/messages */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) => apiJson<Message>(apiRequest('POST', MESSAGES, input)),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(MESSAGES) }),
  });
}
