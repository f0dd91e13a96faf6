import type { Deps } from '../../../platform/deps';
import { chatCompletion, type ChatOptions } from '../../../platform/chat';
import type { MarketScores, MarketTextParts } from '../../../../shared/market-intelligence';

/**
 * Who writes an analysis's summary and insights: the rules of src/shared/market-intelligence.ts
 * (always there), or an OpenAI-compatible chat API when LLM_API_URL and LLM_API_KEY are set, as
 * the listing analyses do (decision 0159). The model gets the computed scores and the rules'
 * reading and may only reword them; the scores are never taken from it. A model that fails or
 * answers out of shape leaves the rules' text in place.
 */
export interface MarketTextWriter {
  write(
    facts: Record<string, unknown>,
    scores: MarketScores,
    rules: MarketTextParts,
  ): Promise<MarketTextParts & { writtenBy: 'rules' | 'llm' }>;
}

export const rulesMarketWriter: MarketTextWriter = {
  write: async (_facts, _scores, rules) => ({ ...rules, writtenBy: 'rules' }),
};

/** The model's answer read into a summary and insights, each falling back to the rules' own. */
export function readModelText(answer: string, rules: MarketTextParts): MarketTextParts {
  let body: Record<string, unknown> = {};
  try {
    const json = /\{[\s\S]*\}/.exec(answer)?.[0];
    body = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  const summary =
    typeof body.summary === 'string' && body.summary.trim() ? body.summary.trim().slice(0, 800) : rules.summary;
  const insights =
    Array.isArray(body.insights) && body.insights.length && body.insights.every((i) => typeof i === 'string')
      ? (body.insights as string[])
          .map((i) => i.trim().slice(0, 300))
          .filter(Boolean)
          .slice(0, 8)
      : rules.insights;
  return { summary, insights: insights.length ? insights : rules.insights };
}

export function llmMarketWriter(options: ChatOptions & { log?: Deps['log'] }): MarketTextWriter {
  return {
    async write(facts, scores, rules) {
      try {
        const content = await chatCompletion(
          options,
          [
            {
              role: 'system',
              content:
                'You advise owners of gymnastics and athletic centers on where to open a gym. Given the facts of a ' +
                'location, its computed scores (do not change them) and a first reading, answer with one JSON object ' +
                'with exactly two keys: summary (a string of two or three sentences) and insights (an array of at ' +
                'most six short strings). Say only what the facts and scores support.',
            },
            { role: 'user', content: JSON.stringify({ facts, scores, firstReading: rules }) },
          ],
          0.2,
        );
        return { ...readModelText(content, rules), writtenBy: 'llm' };
      } catch (error) {
        options.log?.warn({ err: error }, 'market analysis: the text service failed; the rules wrote the text');
        return { ...rules, writtenBy: 'rules' };
      }
    },
  };
}

/** The writer this install uses. */
export function marketWriterFor(deps: Deps): MarketTextWriter {
  const { LLM_API_URL, LLM_API_KEY, LLM_MODEL } = deps.config;
  return LLM_API_URL && LLM_API_KEY
    ? llmMarketWriter({ url: LLM_API_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, log: deps.log })
    : rulesMarketWriter;
}
