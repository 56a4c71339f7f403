import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnReason,
} from '@storefront/contract';
import { RadioGroup } from '@storefront/ui/radio-group';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { variantLabels } from '~/lib/format';
import { Button } from '~/ui/button';
import { SelectField, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/form-alert';
import { formatIndiaDate, quantityAsked } from '../after-sale-view';
import type { DisplayedOrder, DisplayedOrderItem } from '../order-view';
import {
  type ReturnLineInput,
  fetchProductVariants,
  requestReturn,
  uploadReturnPhoto,
} from '../orders-api';
import { type ExchangeOption, exchangeOptions } from '../exchange-options';

export const returnFormMessages = {
  noLine: 'Choose how many of at least one item to return.',
  reason: 'Choose a reason for the return.',
  exchange: 'Choose the size or colour you want instead.',
  photosMax: `You can add up to ${RETURN_PHOTOS_MAX} photos.`,
  photoType: 'Photos must be JPEG, PNG or WebP images.',
  photoSize: `Each photo must be at most ${IMAGE_MAX_BYTES / 2 ** 20} MB.`,
} as const;

type Wish = 'refund' | 'exchange';

interface LineChoice {
  quantity: number;
  wish: Wish;
  /** The chosen exchange option's key; '' until chosen. */
  exchange: string;
}

/** Another size or colour of each line's product, once read from the catalogue; null while reading. */
type ExchangeChoices = Record<string, ExchangeOption[] | null>;

/**
 * "Return or exchange items": the order's lines with how many of each may still go back (up to
 * what the API allows; a line with none says why), money back or another size or colour in stock
 * for each, a reason from the list, an optional note and photos. Sends the request, then its
 * photos one at a time; `onSent` learns of the request (and of a photo that did not go).
 */
export function ReturnRequestForm({
  order,
  onSent,
  onClose,
}: {
  order: DisplayedOrder;
  onSent: (outcome: { photoFailure: string | null }) => void;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [exchanges, setExchanges] = useState<ExchangeChoices>({});
  const headingId = useId();
  const focusOnOpen = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const limitOf = (item: DisplayedOrderItem) => order.afterSale.returnable.get(item.id) ?? 0;
  const returnableItems = order.items.filter((item) => limitOf(item) > 0);

  // The other sizes and colours in stock, read from the catalogue as the form opens.
  const exchangeable = returnableItems.filter((item) => item.productId);
  const productIds = [...new Set(exchangeable.map((item) => item.productId as string))].join(',');
  useEffect(() => {
    if (!productIds) return;
    const controller = new AbortController();
    for (const productId of productIds.split(',')) {
      fetchProductVariants(productId, controller.signal).then(
        (product) => {
          setExchanges((current) => {
            const next = { ...current };
            for (const item of order.items.filter((line) => line.productId === productId)) {
              next[item.id] = product ? exchangeOptions(product, item) : [];
            }
            return next;
          });
        },
        () => undefined, // Only an abort rejects: the form has closed.
      );
    }
    return () => controller.abort();
  }, [productIds, order.items]);

  function choiceOf(item: DisplayedOrderItem): LineChoice {
    return choices[item.id] ?? { quantity: 0, wish: 'refund', exchange: '' };
  }

  function choose(item: DisplayedOrderItem, change: Partial<LineChoice>) {
    setChoices((current) => ({ ...current, [item.id]: { ...choiceOf(item), ...change } }));
  }

  function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Emptied so that the same photo can be chosen again after removing it.
    event.target.value = '';
    const ofType = chosen.filter((file) => (IMAGE_TYPES as readonly string[]).includes(file.type));
    const images = ofType.filter((file) => file.size <= IMAGE_MAX_BYTES);
    const room = RETURN_PHOTOS_MAX - photos.length;
    const problem =
      ofType.length < chosen.length
        ? returnFormMessages.photoType
        : images.length < ofType.length
          ? returnFormMessages.photoSize
          : images.length > room
            ? returnFormMessages.photosMax
            : null;
    setErrors(({ photos: _photos, ...rest }) => (problem ? { ...rest, photos: problem } : rest));
    setPhotos([...photos, ...images.slice(0, Math.max(0, room))]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const lines: ReturnLineInput[] = [];
    const found: Record<string, string> = {};
    for (const item of returnableItems) {
      const choice = choiceOf(item);
      if (choice.quantity <= 0) continue;
      const line: ReturnLineInput = { itemId: Number(item.id), quantity: choice.quantity };
      if (choice.wish === 'exchange') {
        const option = exchanges[item.id]?.find((candidate) => candidate.key === choice.exchange);
        if (!option) {
          found[`exchange-${item.id}`] = returnFormMessages.exchange;
          continue;
        }
        line.exchangeFor = { size: option.size, color: option.color };
      }
      lines.push(line);
    }
    if (lines.length === 0 && Object.keys(found).length === 0)
      found.lines = returnFormMessages.noLine;
    if (!reason) found.reason = returnFormMessages.reason;
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;

    setBusy(true);
    setFailure(null);
    let created: { id: number };
    try {
      created = await requestReturn(order.id, {
        lines,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
    } catch (error) {
      setBusy(false);
      setFailure(
        error instanceof Error ? error.message : 'Could not send the request. Please try again.',
      );
      return;
    }
    let photoFailure: string | null = null;
    for (const photo of photos) {
      try {
        await uploadReturnPhoto(order.id, created.id, photo);
      } catch (error) {
        const why = error instanceof Error ? error.message : 'Please try again.';
        photoFailure = `The photo ${photo.name} could not be added: ${why}`;
        break;
      }
    }
    onSent({ photoFailure });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-5 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:px-6"
    >
      <div>
        <h3
          id={headingId}
          ref={focusOnOpen}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          Return or exchange items
        </h3>
        {order.afterSale.returnUntil ? (
          <p className="mt-1 text-sm text-slate-800">
            Return window closes on{' '}
            <time dateTime={order.afterSale.returnUntil}>
              {formatIndiaDate(order.afterSale.returnUntil)}
            </time>
          </p>
        ) : null}
      </div>
      <FormAlert message={failure} />
      {errors.lines ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.lines}
        </p>
      ) : null}
      <ul className="space-y-4">
        {order.items.map((item) => (
          <li key={item.id}>
            <ReturnLine
              item={item}
              limit={limitOf(item)}
              asked={quantityAsked(order.returns, item.id)}
              choice={choiceOf(item)}
              exchange={exchanges[item.id]}
              exchangeError={errors[`exchange-${item.id}`]}
              onChange={(change) => choose(item, change)}
            />
          </li>
        ))}
      </ul>
      <SelectField
        label="Reason"
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value as ReturnReason | '')}
      >
        <option value="">Choose a reason</option>
        {RETURN_REASONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Note"
        optional
        rows={3}
        maxLength={RETURN_NOTE_MAX_LENGTH}
        hint={`Up to ${RETURN_NOTE_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <PhotoPicker
        photos={photos}
        error={errors.photos}
        onAdd={addPhotos}
        onRemove={(index) => {
          setPhotos(photos.filter((_, at) => at !== index));
          setErrors(({ photos: _photos, ...rest }) => rest);
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Not disabled while sending: a disabled button would drop the keyboard's focus. */}
        <Button type="submit" size="lg" aria-disabled={busy}>
          {busy ? 'Sending…' : 'Send request'}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}

function ReturnLine({
  item,
  limit,
  asked,
  choice,
  exchange,
  exchangeError,
  onChange,
}: {
  item: DisplayedOrderItem;
  limit: number;
  asked: number;
  choice: LineChoice;
  /** Undefined when the product cannot be exchanged; null while its stock is read. */
  exchange: ExchangeOption[] | null | undefined;
  exchangeError: string | undefined;
  onChange: (change: Partial<LineChoice>) => void;
}) {
  const variant = variantLabels(item.size, item.color).join(' · ');
  const options = exchange ?? [];
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <legend className="float-left w-full font-medium text-slate-900">
        {item.name}
        {variant ? (
          <span className="block text-sm font-normal text-slate-700">{variant}</span>
        ) : null}
      </legend>
      {limit === 0 ? (
        <p className="clear-left pt-1 text-sm text-slate-700">
          {asked >= item.quantity
            ? 'Already asked for: all of it is in a return request.'
            : 'Not returnable'}
        </p>
      ) : (
        <div className="clear-left space-y-3 pt-3">
          <SelectField
            label="Quantity to return"
            hint={`Up to ${limit} of ${item.quantity} delivered.`}
            value={String(choice.quantity)}
            onChange={(event) => onChange({ quantity: Number(event.target.value) })}
          >
            {Array.from({ length: limit + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count === 0 ? 'None' : count}
              </option>
            ))}
          </SelectField>
          {choice.quantity > 0 ? (
            <>
              {options.length > 0 ? (
                <RadioGroup
                  legend="What would you like?"
                  look={{
                    legend: 'text-sm font-medium text-slate-800',
                    options: 'mt-1 flex flex-col',
                    option: 'flex min-h-11 items-center gap-3 text-base text-slate-900',
                    input: 'size-5 accent-brand-700',
                  }}
                  options={[
                    ['refund', 'Money back'],
                    ['exchange', 'Exchange for another size or colour'],
                  ]}
                  value={choice.wish}
                  onChange={(wish) => onChange({ wish })}
                />
              ) : exchange === null ? (
                <p className="text-sm text-slate-700">Checking other sizes and colours…</p>
              ) : exchange && exchange.length === 0 && (item.size || item.color) ? (
                <p className="text-sm text-slate-700">
                  No other size or colour is in stock for an exchange: this return is for money
                  back.
                </p>
              ) : null}
              {choice.wish === 'exchange' && options.length > 0 ? (
                <SelectField
                  label="Exchange for"
                  value={choice.exchange}
                  error={exchangeError}
                  onChange={(event) => onChange({ exchange: event.target.value })}
                >
                  <option value="">Choose a size or colour</option>
                  {options.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.label}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

function PhotoPicker({
  photos,
  error,
  onAdd,
  onRemove,
}: {
  photos: readonly File[];
  error: string | undefined;
  onAdd: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (index: number) => void;
}) {
  const inputId = useId();
  const full = photos.length >= RETURN_PHOTOS_MAX;
  const describedBy = [`${inputId}-hint`, error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Photos (optional)
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onAdd}
        className="mt-1 block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-900"
      />
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
        Up to {RETURN_PHOTOS_MAX} photos (JPEG, PNG or WebP, {IMAGE_MAX_BYTES / 2 ** 20} MB each),{' '}
        {photos.length} added.
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate text-slate-800">{photo.name}</span>
              <Button type="button" variant="ghost" onClick={() => onRemove(index)}>
                Remove<span className="sr-only"> {photo.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
