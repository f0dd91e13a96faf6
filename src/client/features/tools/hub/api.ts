import { useQuery } from '@tanstack/react-query';
import type { ToolCard } from '@shared/tools/images';

export const TOOLS_KEY = '/api/tools';

/** GET /api/tools: the built tools, each with its card picture. */
export function useTools() {
  return useQuery<ToolCard[]>({ queryKey: [TOOLS_KEY] });
}
