import { describe, expect, it } from 'vitest';
import { analyseListing, type ListingFacts } from '../../../../shared/listing-analysis';
import { llmWriter } from './writer';

const facts: ListingFacts = {
  title: 'Swim Academy',
  type: 'swim',
  description: 'Lessons at a leased pool with recurring tuition.',
  price: 900_000,
  location: 'Raleigh, NC',
  revenue: 1_200_000,
  cashFlow: 300_000,
  established: 2010,
  employees: 20,
};
const computed = analyseListing(facts, 2026);

const answering = (content: string, status = 200) =>
  (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

describe('the model writer', () => {
  it('takes the text parts the model writes and keeps the rules where its answer is out of shape', async () => {
    const writer = llmWriter({
      url: 'https://llm.example/v1',
      apiKey: 'k',
      model: 'm',
      fetch: answering(
        'Here you go: {"risks": ["Lease renews in 2027"], "growthLevel": "strong", "businessModel": 42, "metrics": {"priceToCashFlow": 1}}',
      ),
    });
    const { parts, writtenBy } = await writer.write(facts, computed);
    expect(writtenBy).toBe('llm');
    expect(parts.risks).toEqual(['Lease renews in 2027']);
    expect(parts.growthLevel).toBe('strong');
    expect(parts.businessModel).toBe(computed.businessModel);
    expect(parts).not.toHaveProperty('metrics');
  });

  it('leaves the rules’ text when the service fails', async () => {
    const writer = llmWriter({ url: 'https://llm.example/v1', apiKey: 'k', model: 'm', fetch: answering('', 500) });
    const { parts, writtenBy } = await writer.write(facts, computed);
    expect(writtenBy).toBe('rules');
    expect(parts.risks).toEqual(computed.risks);
  });
});
