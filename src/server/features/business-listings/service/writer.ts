import type { Deps } from '../../../platform/deps';
import { chatCompletion, type ChatOptions } from '../../../platform/chat';
import type { ComputedAnalysis, ListingFacts, ListingTextParts } from '../../../../shared/listing-analysis';
import { GROWTH_LEVELS } from '../../../../shared/business-listings';

/**
 * Who writes the text parts of an analysis: the documented rules (always there), or an
 * OpenAI-compatible chat API when LLM_API_URL and LLM_API_KEY are set. The model is handed the
 * computed metrics and the rules' reading, and may only rewrite the words; the metrics and the
 * valuation are never taken from it (decision 0159). A model that fails or answers out of shape
 * leaves the rules' text in place.
 */
export interface ListingTextWriter {
  name: 'rules' | 'llm';
  write(
    facts: ListingFacts,
    computed: ComputedAnalysis,
  ): Promise<{ parts: ListingTextParts; writtenBy: 'rules' | 'llm' }>;
}

const TEXT_KEYS = ['features', 'opportunities', 'risks', 'competitiveAdvantages', 'keywords'] as const;

export const rulesWriter: ListingTextWriter = {
  name: 'rules',
  write: async (_facts, computed) => ({ parts: partsOf(computed), writtenBy: 'rules' }),
};

function partsOf(c: ComputedAnalysis): ListingTextParts {
  return {
    features: c.features,
    location: c.location,
    businessModel: c.businessModel,
    opportunities: c.opportunities,
    risks: c.risks,
    competitiveAdvantages: c.competitiveAdvantages,
    growthPotential: c.growthPotential,
    growthLevel: c.growthLevel,
    keywords: c.keywords,
  };
}

const strings = (value: unknown, max: number): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string')
    ? value
        .map((v: string) => v.trim().slice(0, 300))
        .filter(Boolean)
        .slice(0, max)
    : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 600) : null;

/** The model's answer read into text parts, each falling back to the rules' own when out of shape. */
export function readModelParts(answer: string, rules: ListingTextParts): ListingTextParts {
  const json = /\{[\s\S]*\}/.exec(answer)?.[0];
  let body: Record<string, unknown> = {};
  try {
    body = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  const parts = { ...rules };
  for (const key of TEXT_KEYS) parts[key] = strings(body[key], 10) ?? rules[key];
  parts.location = text(body.location) ?? rules.location;
  parts.businessModel = text(body.businessModel) ?? rules.businessModel;
  parts.growthPotential = text(body.growthPotential) ?? rules.growthPotential;
  const level = body.growthLevel;
  parts.growthLevel = GROWTH_LEVELS.includes(level as never)
    ? (level as ListingTextParts['growthLevel'])
    : rules.growthLevel;
  return parts;
}

export function llmWriter(options: ChatOptions & { log?: Deps['log'] }): ListingTextWriter {
  return {
    name: 'llm',
    async write(facts, computed) {
      const rules = partsOf(computed);
      try {
        const content = await chatCompletion(
          options,
          [
            {
              role: 'system',
              content:
                'You advise owners of gymnastics, swim and ninja businesses on buying a business for sale. ' +
                'Given a listing, its computed metrics (do not change or restate them differently) and a first reading, ' +
                'answer with one JSON object with exactly these keys: features, opportunities, risks, competitiveAdvantages, keywords ' +
                '(arrays of short strings), location, businessModel, growthPotential (strings), growthLevel ("limited", "moderate" or "strong"). ' +
                'Say only what the listing and the metrics support.',
            },
            {
              role: 'user',
              content: JSON.stringify({
                listing: facts,
                metrics: computed.metrics,
                valuation: computed.valuation,
                firstReading: rules,
              }),
            },
          ],
          0.2,
        );
        return { parts: readModelParts(content, rules), writtenBy: 'llm' };
      } catch (error) {
        options.log?.warn({ err: error }, 'listing analysis: the text service failed; the rules wrote the text');
        return { parts: rules, writtenBy: 'rules' };
      }
    },
  };
}

/** The writer this install uses. */
export function writerFor(deps: Deps): ListingTextWriter {
  const { LLM_API_URL, LLM_API_KEY, LLM_MODEL } = deps.config;
  return LLM_API_URL && LLM_API_KEY
    ? llmWriter({ url: LLM_API_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, log: deps.log })
    : rulesWriter;
}
