import {
  type AdminOrder,
  type CourierOption,
  ORDER_STATUS,
  type ShipmentCreate,
  shipmentCreateSchema,
} from '@storefront/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/api-client';
import { formatCount, formatRupees } from '~/lib/format';
import { fieldsOfServerMessage } from '~/lib/schema-form';
import { Button } from '~/ui/button';
import { type Choice, ChoiceCards } from '~/ui/choice-cards';
import { Field, SelectField } from '~/ui/field';
import { FormAlert, Spinner } from '~/ui/states';
import { toast } from '~/ui/toast';
import { createShipment } from '../shipping-api';
import { MANUAL_CARRIER, unshippedQuantities } from '../shipment-rules';
import { carrierLabel, useCarriers, useCouriers } from '../use-carriers';

interface Values {
  carrier: string;
  /** The courier staff picked of those the carrier offers; '' for the cheapest. */
  courierId: string;
  /** What staff typed for each line still to ship, by item id. */
  quantities: Record<number, string>;
  courierName: string;
  trackingNumber: string;
  trackingUrl: string;
}
type Errors = Partial<Record<string, string>>;

/** The body to send, or the fields' problems. */
function toBody(
  values: Values,
  left: Map<number, number>,
  courierId: string | null,
): { body: ShipmentCreate } | { errors: Errors } {
  const errors: Errors = {};
  if (!values.carrier) errors.carrier = 'is required';
  const lines: { itemId: number; quantity: number }[] = [];
  let everything = true;
  for (const [itemId, most] of left) {
    if (most === 0) continue;
    const typed = values.quantities[itemId]?.trim() ?? '';
    const quantity = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    if (Number.isNaN(quantity) || quantity > most) {
      errors[`quantity.${itemId}`] = `must be a whole number from 0 to ${most}`;
      continue;
    }
    if (quantity < most) everything = false;
    if (quantity > 0) lines.push({ itemId, quantity });
  }
  if (lines.length === 0 && !Object.keys(errors).some((key) => key.startsWith('quantity.'))) {
    errors.lines = 'Put at least one item in the parcel.';
  }
  const manual = values.carrier === MANUAL_CARRIER;
  if (manual) {
    if (!values.courierName.trim()) errors.courierName = 'is required';
    if (!values.trackingNumber.trim()) errors.trackingNumber = 'is required';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = shipmentCreateSchema.safeParse({
    carrier: values.carrier,
    // Everything still to ship is what the API books when no lines are named.
    lines: everything ? undefined : lines,
    ...(manual
      ? {
          courierName: values.courierName,
          trackingNumber: values.trackingNumber,
          trackingUrl: values.trackingUrl.trim() || undefined,
        }
      : courierId
        ? { courierId }
        : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  return { body: parsed.data };
}

/** "Delhivery Surface · Cheapest"; "₹217.50 · 5 days · Cash on delivery". */
function courierChoice(option: CourierOption): Choice {
  const marks = [option.cheapest ? 'Cheapest' : null, option.fastest ? 'Fastest' : null].filter(
    Boolean,
  );
  const days =
    option.estimatedDays === null
      ? 'days not given'
      : `${formatCount(option.estimatedDays)} ${option.estimatedDays === 1 ? 'day' : 'days'}`;
  return {
    value: option.courierId,
    label: [option.name, ...marks].join(' · '),
    description: [
      formatRupees(option.rate),
      days,
      option.cod ? 'Cash on delivery' : 'Prepaid only',
    ].join(' · '),
  };
}

/**
 * For a Processing order with items not yet in a parcel: books a parcel of them with a carrier —
 * the manual one with the courier's name and tracking number, or Shiprocket with the courier
 * staff choose of those it offers (its rate and days; the cheapest chosen at first). Opened on
 * demand, so the carriers are asked for only then.
 */
export function CreateShipment({
  order,
  onChanged,
  onAuthFailure,
}: {
  order: AdminOrder;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const left = unshippedQuantities(order.items, order.shipments);
  const anyLeft = [...left.values()].some((quantity) => quantity > 0);
  if (order.status !== ORDER_STATUS.PROCESSING || !anyLeft) return null;
  if (!open) {
    return (
      <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
        Create shipment
      </Button>
    );
  }
  return (
    <ShipmentForm
      order={order}
      left={left}
      onClose={() => setOpen(false)}
      onChanged={onChanged}
      onAuthFailure={onAuthFailure}
    />
  );
}

function ShipmentForm({
  order,
  left,
  onClose,
  onChanged,
  onAuthFailure,
}: {
  order: AdminOrder;
  left: Map<number, number>;
  onClose: () => void;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const headingId = useId();
  const courierLegendId = useId();
  const carriers = useCarriers(true, onAuthFailure);
  const [values, setValues] = useState<Values>(() => ({
    carrier: '',
    courierId: '',
    quantities: Object.fromEntries([...left].map(([itemId, most]) => [itemId, String(most)])),
    courierName: '',
    trackingNumber: '',
    trackingUrl: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const carrier =
    values.carrier ||
    (carriers.state === 'ready' && carriers.carriers.length > 0 ? carriers.carriers[0]!.id : '');
  const manual = carrier === MANUAL_CARRIER;
  const couriers = useCouriers(order.id, carrier && !manual ? carrier : null, onAuthFailure);
  const offered = couriers.state === 'ready' ? couriers.couriers : [];
  const courierId =
    offered.find((option) => option.courierId === values.courierId)?.courierId ??
    offered.find((option) => option.cheapest)?.courierId ??
    null;
  const update = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending || carriers.state !== 'ready') return;
    setFormError(null);
    const checked = toBody({ ...values, carrier }, left, manual ? null : courierId);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const created = await createShipment(order.id, checked.body);
      toast({ title: `Parcel booked for order ${order.id}`, description: `AWB ${created.awb}` });
      onClose();
      onChanged();
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        const located = fieldsOfServerMessage(error.message, { ...values, carrier }, (path) =>
          String(path[0]),
        );
        setErrors(Object.fromEntries(located.map((found) => [found.field, found.message])));
      }
      setFormError(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Create shipment
      </h3>
      <FormAlert message={formError} />
      {carriers.state === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Loading carriers…
        </p>
      ) : carriers.state === 'failed' ? (
        <FormAlert message={`The carriers could not be loaded: ${carriers.message}`} />
      ) : (
        <SelectField
          label="Carrier"
          value={carrier}
          error={errors.carrier}
          onChange={(event) => update({ carrier: event.target.value, courierId: '' })}
        >
          {carriers.carriers.map((found) => (
            <option key={found.id} value={found.id}>
              {carrierLabel(found)}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">In this parcel</legend>
        {order.items
          .filter((item) => (left.get(item.id) ?? 0) > 0)
          .map((item) => {
            const variant = [item.size, item.color].filter(Boolean).join(', ');
            return (
              <Field
                key={item.id}
                label={`${item.productTitle}${variant ? ` (${variant})` : ''}: how many, of ${left.get(item.id)}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left.get(item.id)}
                value={values.quantities[item.id] ?? ''}
                error={errors[`quantity.${item.id}`]}
                onChange={(event) =>
                  update({ quantities: { ...values.quantities, [item.id]: event.target.value } })
                }
              />
            );
          })}
        {errors.lines ? <p className="text-sm font-medium text-red-700">{errors.lines}</p> : null}
      </fieldset>
      {manual ? (
        <>
          <Field
            label="Courier"
            hint="Who carries it: India Post, DTDC…"
            value={values.courierName}
            error={errors.courierName}
            onChange={(event) => update({ courierName: event.target.value })}
          />
          <Field
            label="Tracking number"
            value={values.trackingNumber}
            error={errors.trackingNumber}
            onChange={(event) => update({ trackingNumber: event.target.value })}
          />
          <Field
            label="Tracking page"
            optional
            type="url"
            value={values.trackingUrl}
            error={errors.trackingUrl}
            onChange={(event) => update({ trackingUrl: event.target.value })}
          />
        </>
      ) : couriers.state === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Asking for couriers and rates…
        </p>
      ) : couriers.state === 'failed' ? (
        <FormAlert
          message={`The couriers could not be listed (${couriers.message}). Booking lets the carrier pick one.`}
        />
      ) : couriers.state === 'ready' && offered.length === 0 ? (
        <p className="text-sm text-slate-800">
          {`No courier of this carrier serves PIN code ${order.shippingAddress.postalCode} for this parcel.`}
        </p>
      ) : couriers.state === 'ready' ? (
        <ChoiceCards
          legendId={courierLegendId}
          legend="Courier (rates for everything left to ship)"
          name="courier"
          choices={offered.map(courierChoice)}
          selected={courierId ?? undefined}
          onChange={(event) => update({ courierId: event.target.value })}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={sending || carriers.state !== 'ready'}>
          {sending ? 'Booking…' : 'Book the parcel'}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
