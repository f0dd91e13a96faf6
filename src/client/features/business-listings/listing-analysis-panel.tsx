import { ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { listingTypeLabels, type ListingWithAnalysis } from '@shared/business-listings';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { dateTime, money, number } from '@/lib/format';
import { useListing } from './api';
import { multiple, positionLabels, positionTone, share } from './listing-format';

interface Props {
  id: number;
  onEdit: (listing: ListingWithAnalysis) => void;
  onDelete: (listing: ListingWithAnalysis) => void;
  onClose: () => void;
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-brand-900">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function Points({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="mt-5">
      <h3 className="text-sm font-bold text-brand-900">{title}</h3>
      {items.length ? (
        <ul className="mt-1.5 grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1.5 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}

/** The full analysis of one listing, beside the list: figures, valuation, comparables and the text parts. */
export function ListingAnalysisPanel({ id, onEdit, onDelete, onClose }: Props) {
  const query = useListing(id);
  return (
    <QueryState query={query} loadingLabel="Loading the analysis" errorFallback="The analysis could not be loaded.">
      {(listing) => {
        const a = listing.analysis;
        const c = a.comparables;
        const typeName = listingTypeLabels[listing.type].toLowerCase();
        return (
          <article aria-labelledby={`listing-${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">
                  {listingTypeLabels[listing.type]} · {listing.location}
                </p>
                <h2 id={`listing-${id}-title`} className="mt-1 text-xl font-extrabold text-brand-900">
                  {listing.title}
                </h2>
              </div>
              <Button size="icon" variant="ghost" aria-label="Close the analysis" onClick={onClose}>
                <X aria-hidden="true" />
              </Button>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button asChild size="sm" variant="outline">
                <a href={listing.listingUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" /> Open the listing
                </a>
              </Button>
              <Button size="sm" variant="outline" onClick={() => onEdit(listing)}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDelete(listing)}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>

            <dl className="mt-5 grid grid-cols-2 gap-2">
              <Figure label="Asking price" value={money(listing.price)} />
              <Figure label="Cash flow" value={money(listing.cashFlow)} />
              <Figure
                label="Gross revenue"
                value={listing.revenue === null ? 'Not disclosed' : money(listing.revenue)}
              />
              <Figure
                label="Price ÷ cash flow"
                value={multiple(a.metrics.priceToCashFlow)}
                note={`Typical ${number(a.valuation.typicalLow)}–${number(a.valuation.typicalHigh)}× for ${typeName}`}
              />
              <Figure label="Price ÷ revenue" value={multiple(a.metrics.priceToRevenue)} />
              <Figure label="Cash-flow margin" value={share(a.metrics.cashFlowMargin)} />
              <Figure label="Revenue per employee" value={money(a.metrics.revenuePerEmployee)} />
              <Figure
                label="Years in business"
                value={a.metrics.yearsInBusiness ?? '—'}
                note={listing.employees !== null ? `${listing.employees} employees` : undefined}
              />
            </dl>
            {a.valuation.position ? (
              <p className={`mt-3 rounded-lg px-3 py-2 text-sm font-semibold ${positionTone[a.valuation.position]}`}>
                {positionLabels[a.valuation.position]} of price to cash flow
              </p>
            ) : null}
            <p className="mt-3 text-sm text-slate-700">
              {c.count === 0
                ? `No other ${typeName} listing to compare with yet.`
                : `Against the other ${c.count} ${typeName} ${c.count === 1 ? 'listing' : 'listings'}: median ${multiple(c.medianPriceToCashFlow)} cash flow, margin ${share(c.medianCashFlowMargin)}, price ${money(c.medianPrice)}.`}
            </p>

            <section className="mt-5">
              <h3 className="text-sm font-bold text-brand-900">Business model</h3>
              <p className="mt-1.5 text-sm text-slate-700">{a.businessModel}</p>
            </section>
            <section className="mt-5">
              <h3 className="text-sm font-bold text-brand-900">Location</h3>
              <p className="mt-1.5 text-sm text-slate-700">{a.location}</p>
            </section>
            <section className="mt-5">
              <h3 className="text-sm font-bold text-brand-900">Growth potential</h3>
              <p className="mt-1.5 text-sm text-slate-700">{a.growthPotential}</p>
            </section>
            <Points title="Risks" items={a.risks} empty="No risk stands out from the figures and the description." />
            <Points title="Opportunities" items={a.opportunities} empty="None found." />
            <Points title="Competitive advantages" items={a.competitiveAdvantages} empty="None stated." />
            <section className="mt-5">
              <h3 className="text-sm font-bold text-brand-900">Features</h3>
              {a.features.length ? (
                <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Features">
                  {a.features.map((f) => (
                    <li key={f} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      {f}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1.5 text-sm text-slate-600">None named in the description.</p>
              )}
            </section>
            <p className="mt-5 text-xs text-slate-600">
              Keywords: {a.keywords.join(', ')}
              <br />
              Analysed {dateTime(a.analyzedAt)} by{' '}
              {a.writtenBy === 'llm' ? 'the language model (figures by rule)' : 'the club’s rules'}.
            </p>
            <details className="mt-4 text-sm text-slate-700">
              <summary className="cursor-pointer font-semibold text-brand-900">Description</summary>
              <p className="mt-2 whitespace-pre-line">{listing.description}</p>
            </details>
          </article>
        );
      }}
    </QueryState>
  );
}
