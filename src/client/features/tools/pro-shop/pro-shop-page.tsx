import { ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { itemMargin, proShopSummary, type ProShopItemRecord } from '@shared/tools';
import { PageHeader } from '@/components/ui/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { Downloads, EmptyTool, NoGymNotice, SavedCard } from '../tool-form-bits';
import { PRO_SHOP_PATH, useDeleteProShopItem, useProShopItems } from './api';
import { ProShopForm } from './pro-shop-form';
import { scrollBehavior } from '@/lib/motion';
import { money, percent, rate } from '@/lib/format';
import { gatedTool } from '../tool-gate';

/** /pro-shop-pricing: the gym's pro-shop items priced from cost, markup and card fee. */
function ProShopPage({ path }: PageProps) {
  useRouteTitle(path);
  const list = useProShopItems();
  const remove = useDeleteProShopItem();
  const [editing, setEditing] = useState<ProShopItemRecord | null>(null);
  const [removing, setRemoving] = useState<ProShopItemRecord | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const startEdit = (item: ProShopItemRecord) => {
    setEditing(item);
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      formRef.current?.querySelector('input')?.focus({ preventScroll: true });
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Pro-shop pricing"
        description={
          <>
            Price the leotards, grips, chalk bags and team gear you sell at the front desk: enter what an item costs
            you, your markup and your card processor&rsquo;s fee, and see the shelf price and what each sale really puts
            in your pocket.
          </>
        }
      />
      <NoGymNotice />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div ref={formRef} className="scroll-mt-24">
          <Card>
            <CardHeader>
              <CardTitle>{editing ? `Edit ${editing.itemName}` : 'Add an item'}</CardTitle>
              <CardDescription>
                The price and profit update as you type; saving keeps the item for your gym.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ProShopForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
            </CardContent>
          </Card>
        </div>

        <section aria-labelledby="shop-items-heading">
          <h2 id="shop-items-heading" className="text-xl font-bold text-brand-900">
            Your items
          </h2>
          <div className="mt-4">
            <QueryState
              query={list}
              loadingLabel="Loading your items"
              loading={
                <div className="grid gap-3">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-32 rounded-2xl" />
                  ))}
                </div>
              }
              errorFallback="Your items could not be loaded. Please try again."
              isEmpty={(items) => items.length === 0}
              empty={
                <EmptyTool icon={<ShoppingBag aria-hidden="true" className="size-7" />} title="No items priced yet">
                  Add your first item with the form: a $20 leotard at a 50% markup sells for $30.00 and, after a 3% card
                  fee, nets $9.10.
                </EmptyTool>
              }
            >
              {(items) => (
                <>
                  <Summary items={items} />
                  <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                    {items.map((item) => (
                      <ItemCard
                        key={item.id}
                        item={item}
                        editing={editing?.id === item.id}
                        onEdit={() => startEdit(item)}
                        onDelete={() => setRemoving(item)}
                      />
                    ))}
                  </ul>
                </>
              )}
            </QueryState>
          </div>
        </section>
      </div>

      <ConfirmDelete
        item={removing}
        onClose={() => setRemoving(null)}
        title={() => 'Delete this item?'}
        description={(i) => `“${i.itemName}” and its price leave your pro-shop list for everyone at your gym.`}
        confirmLabel="Delete item"
        remove={remove}
        deleted={(i) => ({ title: 'Item deleted', description: i.itemName })}
        onDeleted={(i) => editing?.id === i.id && setEditing(null)}
      />
    </div>
  );
}

function Summary({ items }: { items: ProShopItemRecord[] }) {
  const { averageMarginPercent: average, profitOfOneEach: profit } = proShopSummary(items);
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
      <dl aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide uppercase">Items</dt>
          <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">{items.length}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide uppercase">Average margin</dt>
          <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">{percent(average)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs font-semibold tracking-wide uppercase">Profit, one of each</dt>
          <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">{money(profit)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700">
        Margin is net profit ÷ retail price; the average weighs every item alike.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <span className="text-xs font-semibold text-brand-900">Download the price list:</span>
        <Downloads
          name="the price list"
          xlsx={`${PRO_SHOP_PATH}/export?format=xlsx`}
          pdf={`${PRO_SHOP_PATH}/export?format=pdf`}
        />
      </div>
    </div>
  );
}

function ItemCard({
  item,
  editing,
  onEdit,
  onDelete,
}: {
  item: ProShopItemRecord;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const markup =
    item.markupType === 'amount'
      ? `${money(item.markupAmount ?? 0)} (amount)`
      : `${rate(item.markupPercent ?? 0)} (percent)`;
  const rows: [string, string, boolean?][] = [
    ['Cost', money(item.itemCost)],
    ['Markup', markup],
    ['Card fee', rate(item.ccFeePercent)],
    ['Retail price', money(item.retailPrice)],
    ['Net profit', money(item.netProfit), item.netProfit < 0],
    ['Margin', percent(itemMargin(item))],
  ];
  return (
    <SavedCard
      name={item.itemName}
      editing={editing}
      rows={rows}
      columns="grid-cols-2"
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

export default gatedTool(ProShopPage, { gymRecords: true });
