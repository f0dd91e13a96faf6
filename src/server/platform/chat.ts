/**
 * The one client of an OpenAI-compatible chat API (LLM_API_URL, LLM_API_KEY, LLM_MODEL): the task
 * enhancer, the listing analysis and the market analysis ask it for text through here, and each
 * keeps its own rules for when it fails.
 */
export interface ChatOptions {
  url: string;
  apiKey: string;
  model: string;
  /** A stand-in for fetch (tests). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The chat-completions endpoint of an OpenAI-compatible base URL (or the endpoint itself). */
export function chatCompletionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** POST {url}/chat/completions with a bearer key; the answer's text, or an error saying what went wrong. */
export async function chatCompletion(
  options: ChatOptions,
  messages: ChatMessage[],
  temperature: number,
): Promise<string> {
  const res = await (options.fetch ?? fetch)(chatCompletionsUrl(options.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
    body: JSON.stringify({ model: options.model, temperature, messages }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  if (!res.ok) throw new Error(`The text service answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new Error('The text service sent no text');
  return text;
}
