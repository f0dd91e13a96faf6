import { DomUtils, parseDocument } from 'htmlparser2';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/**
 * Reads a business-for-sale page (decision 0159) with a real HTML parser: the JSON-LD blocks and
 * the Open Graph tags first, then the labelled figures of the page's text ("Asking Price:",
 * "Cash Flow:", "Gross Revenue:", "Established:", "Employees:", "Location:"). What is found is
 * returned as found; a figure the page does not state ("Not Disclosed", "N/A") is null.
 */
export interface ReadListing {
  title: string | null;
  description: string | null;
  price: number | null;
  revenue: number | null;
  cashFlow: number | null;
  established: number | null;
  employees: number | null;
  location: string | null;
  bizbuysellId: string | null;
  /** The page's own address for itself (canonical or og:url), when it gives one. */
  canonicalUrl: string | null;
}

/** "$1,250,000", "1.2M", "$850K", 450000 → dollars; anything else → null. */
export function readMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mm|million|thousand)?\b/i.exec(
    value.replace(/\u00a0/g, ' '),
  );
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ''));
  const unit = match[2]?.toLowerCase();
  const scale = unit === 'k' || unit === 'thousand' ? 1000 : unit ? 1_000_000 : 1;
  const dollars = Math.round(amount * scale * 100) / 100;
  return Number.isFinite(dollars) && dollars > 0 ? dollars : null;
}

function readYear(value: unknown): number | null {
  const match = /\b(1[89]\d\d|20\d\d)\b/.exec(String(value ?? ''));
  return match ? Number(match[1]) : null;
}

function readCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (value && typeof value === 'object' && 'value' in value) return readCount((value as { value: unknown }).value);
  const match = /\b(\d{1,6})\b/.exec(String(value ?? ''));
  return match ? Number(match[1]) : null;
}

const clean = (text: string | null | undefined): string | null => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

// ---- JSON-LD ------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function ldNodes(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(ldNodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Json;
  return [node, ...ldNodes(node['@graph'])];
}

function ldAddress(value: unknown): string | null {
  const address = (Array.isArray(value) ? value[0] : value) as Json | string | undefined;
  if (!address) return null;
  if (typeof address === 'string') return clean(address);
  const city = clean(String(address.addressLocality ?? ''));
  const region = clean(String(address.addressRegion ?? ''));
  return clean([city, region].filter(Boolean).join(', '));
}

/** The named properties of an item ("additionalProperty": [{ name: "Cash Flow", value: … }]). */
function ldProperties(node: Json): Map<string, unknown> {
  const list = [node.additionalProperty].flat().filter(Boolean) as Json[];
  return new Map(list.map((p) => [String(p.name ?? '').toLowerCase(), p.value]));
}

function fromJsonLd(nodes: Json[]): Partial<ReadListing> {
  const found: Partial<ReadListing> = {};
  const listingLike = (node: Json) =>
    Boolean(node.offers ?? node.price ?? node.additionalProperty) ||
    /Product|Offer|LocalBusiness|Service/.test(String([node['@type']].flat().join(' ')));
  for (const node of nodes.filter(listingLike)) {
    const offers = [node.offers].flat().filter(Boolean) as Json[];
    const props = ldProperties(node);
    found.title ??= clean(typeof node.name === 'string' ? node.name : null);
    found.description ??= clean(typeof node.description === 'string' ? node.description : null);
    found.price ??= readMoney(offers[0]?.price ?? node.price ?? props.get('asking price'));
    found.cashFlow ??= readMoney(props.get('cash flow'));
    found.revenue ??= readMoney(props.get('gross revenue') ?? props.get('revenue'));
    found.established ??= readYear(node.foundingDate ?? props.get('established') ?? props.get('year established'));
    found.employees ??= readCount(node.numberOfEmployees ?? props.get('employees'));
    found.location ??= ldAddress(node.address ?? (offers[0]?.availableAtOrFrom as Json | undefined)?.address);
    found.bizbuysellId ??= clean(String(node.productID ?? node.sku ?? '')) ?? null;
  }
  // A figure one node leaves null, a later node may still give (`??=` fills null too).
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== null && v !== undefined));
}

// ---- the labelled figures ------------------------------------------------------------------------

const LABELS: [keyof ReadListing, RegExp, (v: string) => unknown][] = [
  ['price', /asking price/i, readMoney],
  ['cashFlow', /cash flow/i, readMoney],
  ['revenue', /gross revenue|revenue/i, readMoney],
  ['established', /established|year established/i, readYear],
  ['employees', /employees/i, readCount],
  ['location', /location/i, (v) => clean(v)],
];

/** The text of a node, its elements' texts separated by line breaks so labels and values stay apart. */
function lines(nodes: ChildNode[]): string[] {
  const out: string[] = [];
  let current = '';
  const block = /^(p|div|li|dt|dd|tr|td|th|h[1-6]|br|section|article|ul|ol|dl|table|span|strong|b|label)$/;
  const walk = (list: ChildNode[]) => {
    for (const node of list) {
      if (node.type === 'text') current += (node as unknown as { data: string }).data;
      else if (node.type === 'tag') {
        const el = node as unknown as Element;
        if (el.name === 'script' || el.name === 'style' || el.name === 'noscript') continue;
        const isBlock = block.test(el.name);
        if (isBlock) {
          out.push(current);
          current = '';
        }
        walk(el.children);
        if (isBlock) {
          out.push(current);
          current = '';
        }
      }
    }
  };
  walk(nodes);
  out.push(current);
  return out.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function fromLabels(textLines: string[]): Partial<ReadListing> {
  const found: Partial<Record<keyof ReadListing, unknown>> = {};
  textLines.forEach((line, i) => {
    for (const [key, label, read] of LABELS) {
      if (found[key] !== undefined) continue;
      const match = new RegExp(`^(?:${label.source})\\s*:\\s*(.*)$`, 'i').exec(line);
      if (!match) continue;
      // "Cash Flow: $310,000" on one line, or "Cash Flow:" followed by the value's own element.
      const value = match[1]!.trim() || textLines[i + 1] || '';
      found[key] = read(value);
    }
  });
  return Object.fromEntries(
    Object.entries(found).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<ReadListing>;
}

/** The listing number of a BizBuySell-style address: the digits of its last path segment. */
export function listingNumberOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return /^\d{5,}$/.test(segments.at(-1) ?? '') ? segments.at(-1)! : null;
}

export function readListingPage(html: string, pageUrl: string): ReadListing {
  const document = parseDocument(html);
  const meta = (property: string) =>
    DomUtils.findOne(
      (el) => el.name === 'meta' && (el.attribs.property === property || el.attribs.name === property),
      document.children,
    )?.attribs.content ?? null;
  const scripts = DomUtils.findAll(
    (el) => el.name === 'script' && (el.attribs.type ?? '').toLowerCase() === 'application/ld+json',
    document.children,
  );
  const nodes = scripts.flatMap((script) => {
    try {
      return ldNodes(JSON.parse(DomUtils.textContent(script)));
    } catch {
      return []; // a broken block is skipped; the tags and labels still read
    }
  });
  const ld = fromJsonLd(nodes);
  const body = DomUtils.findOne((el) => el.name === 'body', document.children);
  const labelled = fromLabels(lines(body ? body.children : document.children));
  const h1 = DomUtils.findOne((el) => el.name === 'h1', document.children);
  const titleTag = DomUtils.findOne((el) => el.name === 'title', document.children);
  const canonical = DomUtils.findOne(
    (el) => el.name === 'link' && (el.attribs.rel ?? '').toLowerCase() === 'canonical',
    document.children,
  )?.attribs.href;

  return {
    title:
      ld.title ??
      clean(meta('og:title')) ??
      clean(h1 && DomUtils.textContent(h1)) ??
      clean(titleTag && DomUtils.textContent(titleTag)),
    description: ld.description ?? clean(meta('og:description')) ?? clean(meta('description')),
    price: ld.price ?? labelled.price ?? null,
    revenue: ld.revenue ?? labelled.revenue ?? null,
    cashFlow: ld.cashFlow ?? labelled.cashFlow ?? null,
    established: ld.established ?? labelled.established ?? null,
    employees: ld.employees ?? labelled.employees ?? null,
    location: ld.location ?? labelled.location ?? null,
    bizbuysellId: ld.bizbuysellId ?? listingNumberOf(pageUrl),
    canonicalUrl: clean(canonical ?? meta('og:url')),
  };
}
