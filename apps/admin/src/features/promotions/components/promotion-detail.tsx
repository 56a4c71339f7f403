import {
  type AdminPromotion,
  PROMOTION_KIND_LABELS,
  type PromotionUse,
  type promotionUseListSchema,
} from '@storefront/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { formatCount, formatDateTime, formatRupees } from '~/lib/format';
import { Badge } from '~/ui/badge';
import { Button, buttonClasses } from '~/ui/button';
import { DataTable } from '~/ui/data-table';
import { Detail } from '~/ui/detail';
import { PageHeader, Section } from '~/ui/page-header';
import { EmptyState, FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { howText, offerSummary, usesText, windowText } from '../promotion-rules';
import { duplicatePromotion, type PickedProduct, pausePromotion } from '../promotions-api';
import { PromotionStatusBadge } from './promotion-status-badge';

type PromotionUseList = z.infer<typeof promotionUseListSchema>;

const column = createColumnHelper<PromotionUse>();

const useColumns = [
  column.accessor('orderId', {
    header: 'Order',
    cell: (info) => (
      <Link
        to={`/orders/${encodeURIComponent(info.getValue())}`}
        className="inline-flex min-h-10 items-center font-mono font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {info.getValue()}
      </Link>
    ),
    meta: { primary: true },
  }),
  column.accessor('placedAt', {
    header: 'Placed',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('customerEmail', {
    header: 'Customer',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  column.accessor('code', {
    header: 'Code typed',
    cell: (info) => {
      const code = info.getValue();
      return code === null ? 'Automatic' : <span className="font-mono">{code}</span>;
    },
  }),
  column.accessor('discount', {
    header: 'Discount',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('orderTotal', {
    header: 'Order total',
    cell: (info) => formatRupees(info.getValue()),
    meta: { className: 'md:text-right whitespace-nowrap' },
  }),
  column.accessor('releasedAt', {
    header: 'Use',
    cell: (info) => {
      const released = info.getValue();
      return released === null ? (
        'Counts'
      ) : (
        <span>
          <Badge tone="neutral">Given back</Badge>
          <span className="block text-sm text-slate-700">{formatDateTime(released)}</span>
        </span>
      );
    },
  }),
];

function ProductNames({ ids, products }: { ids: string[]; products: readonly PickedProduct[] }) {
  return (
    <ul>
      {ids.map((id) => {
        const title = products.find((product) => product.id === id)?.title;
        return (
          <li key={id}>
            {title ?? (
              <>
                A product no longer in the catalogue <span className="font-mono text-xs">{id}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Stat({ term, children }: { term: string; children: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="text-xl font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export interface PromotionDetailProps {
  promotion: AdminPromotion;
  uses: PromotionUseList;
  /** The titles of its products and free products. */
  products: readonly PickedProduct[];
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * One promotion: its status and what it has done (uses, orders, discount given, revenue), the
 * offer and its conditions, and the orders that used it; paused, resumed, edited or duplicated
 * from here.
 */
export function PromotionDetail({
  promotion,
  uses,
  products,
  onChanged,
  onAuthFailure,
}: PromotionDetailProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const [busy, setBusy] = useState<'pause' | 'duplicate' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function setPaused(paused: boolean) {
    setBusy('pause');
    setActionError(null);
    try {
      await pausePromotion(promotion.id, paused);
      toast({
        title: paused ? 'Promotion paused' : 'Promotion resumed',
        description: paused
          ? 'Shoppers cannot use it until it is resumed.'
          : 'Shoppers can use it again while its dates and limits allow.',
      });
      onChanged();
    } catch (error) {
      if (!onAuthFailure?.(error)) setActionError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function duplicate() {
    setBusy('duplicate');
    setActionError(null);
    try {
      const copy = await duplicatePromotion(promotion.id);
      toast({ title: 'Promotion duplicated', description: 'This is the copy: edit it as needed.' });
      await navigate(`/promotions/${copy.id}`);
    } catch (error) {
      if (!onAuthFailure?.(error)) setActionError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  const conditions = [
    promotion.minOrder === null ? null : `Orders of ${formatRupees(promotion.minOrder)} or more`,
    promotion.firstOrderOnly ? 'A shopper’s first order only' : null,
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={promotion.label}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PromotionStatusBadge status={promotion.status} />
            <span className={promotion.code ? 'font-mono' : ''}>{howText(promotion)}</span>
            <span>· {offerSummary(promotion)}</span>
          </span>
        }
        actions={
          <>
            <Link
              to={`/promotions${listSearch ? `?${listSearch}` : ''}`}
              className={buttonClasses('ghost', 'sm')}
            >
              All promotions
            </Link>
            <Link
              to={`/promotions/${promotion.id}/edit`}
              className={buttonClasses('outline', 'sm')}
            >
              Edit
            </Link>
            <Button
              variant="outline"
              size="sm"
              disabled={busy !== null}
              onClick={() => void duplicate()}
            >
              {busy === 'duplicate' ? 'Duplicating…' : 'Duplicate'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy !== null}
              onClick={() => void setPaused(!promotion.paused)}
            >
              {promotion.paused
                ? busy === 'pause'
                  ? 'Resuming…'
                  : 'Resume'
                : busy === 'pause'
                  ? 'Pausing…'
                  : 'Pause'}
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <FormAlert message={actionError} />
        {promotion.paused ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            This promotion is paused: shoppers cannot use it. Resume it to let them again.
          </p>
        ) : null}
        <Section
          title="Results"
          id="promotion-results"
          description="Orders cancelled or returned give their use back and are not counted."
          actions={
            <Link
              to={`/orders?promotionId=${promotion.id}`}
              className={buttonClasses('outline', 'sm')}
            >
              See orders
            </Link>
          }
        >
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat term="Uses">{usesText(promotion)}</Stat>
            <Stat term="Orders">{formatCount(promotion.orders)}</Stat>
            <Stat term="Discount given">{formatRupees(promotion.discountGiven)}</Stat>
            <Stat term="Revenue">{formatRupees(promotion.revenue)}</Stat>
          </dl>
        </Section>
        <Section title="Offer and conditions" id="promotion-offer">
          <dl className="grid gap-x-6 sm:grid-cols-2">
            <Detail term="Kind">{PROMOTION_KIND_LABELS[promotion.kind]}</Detail>
            <Detail term="Offer">{offerSummary(promotion)}</Detail>
            <Detail term="How shoppers get it">
              {promotion.code ? (
                <>
                  Code <span className="font-mono">{promotion.code}</span>
                </>
              ) : (
                'Automatic'
              )}
            </Detail>
            <Detail term="When (IST)">{windowText(promotion)}</Detail>
            <Detail term="Applies to">
              {promotion.productIds.length === 0 && promotion.categories.length === 0 ? (
                'Every product'
              ) : (
                <>
                  {promotion.productIds.length > 0 ? (
                    <ProductNames ids={promotion.productIds} products={products} />
                  ) : null}
                  {promotion.categories.length > 0 ? (
                    <p>Categories: {promotion.categories.join(', ')}</p>
                  ) : null}
                </>
              )}
            </Detail>
            {promotion.getProductIds.length > 0 ? (
              <Detail term="Units they get">
                <ProductNames ids={promotion.getProductIds} products={products} />
              </Detail>
            ) : null}
            <Detail term="Conditions">
              {conditions.length > 0 ? conditions.join('; ') : 'None'}
            </Detail>
            <Detail term="Limits">
              {promotion.usageLimit === null
                ? 'No limit in all'
                : `${formatCount(promotion.usageLimit)} uses in all`}
              {'; '}
              {promotion.perCustomerLimit === null
                ? 'no limit per shopper'
                : `${formatCount(promotion.perCustomerLimit)} per shopper`}
            </Detail>
            {promotion.automatic ? (
              <Detail term="Combining">
                {promotion.combinable ? 'Combines with other offers' : 'Applies on its own'}
              </Detail>
            ) : null}
            <Detail term="Created">{formatDateTime(promotion.createdAt)}</Detail>
          </dl>
        </Section>
        <Section title="Uses" id="promotion-uses">
          <DataTable
            caption={`Orders that used ${promotion.label}, newest first`}
            columns={useColumns}
            data={uses.data}
            getRowId={(use) => use.orderId}
            pagination={uses.pagination}
            noun={['use', 'uses']}
            empty={
              <EmptyState title="No orders have used it yet">
                <p>Each order placed with it shows here, with the discount it was given.</p>
              </EmptyState>
            }
          />
        </Section>
      </div>
    </>
  );
}
