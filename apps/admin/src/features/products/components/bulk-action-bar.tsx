import type { AdminProductSummary, ProductBulkEdit } from '@storefront/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '~/lib/api-client';
import { formatCount } from '~/lib/format';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import {
  BULK_ACTIONS,
  type BulkAction,
  bulkEditOf,
  type BulkField,
  type BulkFormValues,
  describeBulkEdit,
  EMPTY_BULK_FORM,
  isArchiveAction,
} from '../bulk-edit';
import { bulkEditProducts, setProductArchived } from '../products-api';

export interface BulkActionBarProps {
  /** The ticked products of the page. */
  products: AdminProductSummary[];
  onClear: () => void;
  /** The change was made: untick and reload. */
  onDone: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

const productsWord = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;

/**
 * One change to every ticked product: a price (set, or by a percentage), the stock (set, or
 * adjusted), or archive / restore. The values are checked with the contract's
 * productBulkEditSchema, the change is summed up for a confirmation, then sent.
 */
export function BulkActionBar({ products, onClear, onDone, onAuthFailure }: BulkActionBarProps) {
  const headingId = useId();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [confirming, setConfirming] = useState<{ edit?: ProductBulkEdit } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<BulkFormValues>({ defaultValues: EMPTY_BULK_FORM });

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const ids = products.map((product) => product.id);

  function choose(next: BulkAction) {
    setAction(next);
    setFormError(null);
    reset(EMPTY_BULK_FORM);
    // Archive and restore need no value: straight to the confirmation.
    setConfirming(isArchiveAction(next) ? {} : null);
  }

  const review = handleSubmit((values) => {
    if (!action || isArchiveAction(action)) return;
    setFormError(null);
    const result = bulkEditOf(action, ids, values);
    if (result.errors) {
      let first = true;
      for (const [field, message] of Object.entries(result.errors)) {
        if (field === 'form') setFormError(message);
        else setError(field as BulkField, { type: 'validate', message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    setConfirming({ edit: result.edit });
  });

  async function send() {
    if (!action || !confirming) return;
    setSending(true);
    setFormError(null);
    try {
      if (isArchiveAction(action)) {
        const archived = action === 'archive';
        let done = 0;
        const failures: string[] = [];
        // One at a time: a shop's selection is a page of products at most.
        for (const product of products) {
          try {
            await setProductArchived(product.id, archived);
            done++;
          } catch (error) {
            if (onAuthFailure?.(error)) return;
            failures.push(`${product.title}: ${errorMessage(error)}`);
          }
        }
        if (failures.length && done === 0) {
          setFormError(`Could not change ${failures.join('; ')}`);
          setConfirming(null);
          return;
        }
        if (failures.length) {
          toast({
            title: `${archived ? 'Archived' : 'Restored'} ${productsWord(done)}, not all`,
            description: `Could not change ${failures.join('; ')}`,
            variant: 'destructive',
          });
          setAction(null);
          setConfirming(null);
          onDone();
          return;
        }
        toast({ title: `${archived ? 'Archived' : 'Restored'} ${productsWord(done)}` });
      } else if (confirming.edit) {
        const { updated } = await bulkEditProducts(confirming.edit);
        toast({ title: `Updated ${productsWord(updated)}` });
      }
      setAction(null);
      setConfirming(null);
      onDone();
    } catch (error) {
      setConfirming(null);
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  const fieldsOf: Record<Exclude<BulkAction, 'archive' | 'restore'>, ReactNode> = {
    'set-price': (
      <>
        <Field
          label="Regular price (₹)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.regularPrice?.message}
          {...register('regularPrice')}
        />
        <Field
          label="Discounted price (₹)"
          optional
          inputMode="decimal"
          autoComplete="off"
          hint="Leave empty to remove the discount."
          error={errors.discountedPrice?.message}
          {...register('discountedPrice')}
        />
      </>
    ),
    percent: (
      <Field
        label="Change (%)"
        inputMode="decimal"
        autoComplete="off"
        hint="10 raises every price by 10%; -10 lowers it. Discounted prices change too."
        error={errors.percent?.message}
        {...register('percent')}
      />
    ),
    'set-stock': (
      <Field
        label="New stock"
        inputMode="numeric"
        autoComplete="off"
        hint="For every variant of each product; variants not tracked yet start being tracked."
        error={errors.stock?.message}
        {...register('stock')}
      />
    ),
    'adjust-stock': (
      <Field
        label="Stock change"
        inputMode="numeric"
        autoComplete="off"
        hint="5 adds five to every tracked variant; -5 takes five away (never below 0)."
        error={errors.stock?.message}
        {...register('stock')}
      />
    ),
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {productsWord(products.length)} selected
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <div role="group" aria-label="Bulk actions" className="mt-3 flex flex-wrap gap-2">
        {BULK_ACTIONS.map((choice) => (
          <Button
            key={choice.action}
            variant={action === choice.action ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={action === choice.action}
            onClick={() => choose(choice.action)}
            disabled={sending}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      <div className="mt-4 space-y-4">
        <FormAlert message={formError} />
        {action && !isArchiveAction(action) && !confirming ? (
          <form noValidate onSubmit={review} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">{fieldsOf[action]}</div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">Review change</Button>
              <Button variant="outline" onClick={() => setAction(null)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
        {action && confirming ? (
          <div className="rounded-lg border border-slate-300 bg-white p-4">
            <p className="text-sm text-slate-900">
              {describeBulkEdit(action, products.length, confirming.edit)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                ref={confirmButton}
                variant={action === 'archive' ? 'destructive' : 'primary'}
                onClick={() => void send()}
                disabled={sending}
              >
                {sending ? 'Saving…' : `Confirm: ${productsWord(products.length)}`}
              </Button>
              <Button
                variant="outline"
                onClick={() => (isArchiveAction(action) ? setAction(null) : setConfirming(null))}
                disabled={sending}
              >
                {isArchiveAction(action) ? 'Cancel' : 'Back'}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
