import {
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  type ShippingSettings,
} from '@storefront/contract';
import { useState } from 'react';
import {
  FormProvider,
  get,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form';
import { ApiError, errorMessage } from '~/lib/api-client';
import { fieldsOfServerMessage } from '~/lib/schema-form';
import { Button } from '~/ui/button';
import { ChoiceCards } from '~/ui/choice-cards';
import { CheckboxField, Field, SelectField, TextareaField } from '~/ui/field';
import { Section } from '~/ui/page-header';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { saveShippingSettings } from '../shipping-api';
import {
  fieldOf,
  NEW_ZONE,
  type ShippingFormValues,
  shippingResolver,
  toFormValues,
  WEEKDAY_ORDER,
  WEEKDAYS,
} from '../shipping-form-model';

const STATE_CHOICES = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];

/** The message of a field of the form, by its path. */
function useFieldError(path: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<ShippingFormValues>();
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

function ErrorLine({ path }: { path: string }) {
  const message = useFieldError(path);
  return message ? <p className="text-sm font-medium text-red-700">{message}</p> : null;
}

function TextInput({
  path,
  label,
  ...props
}: {
  path: string;
  label: string;
  hint?: string;
  optional?: boolean;
  inputMode?: 'numeric' | 'decimal';
}) {
  const { register } = useFormContext<ShippingFormValues>();
  const error = useFieldError(path);
  return (
    <Field
      label={label}
      error={error}
      autoComplete="off"
      {...props}
      {...register(path as 'pickupPin')}
    />
  );
}

/** Free, flat, or by the parcel's weight; free above an order value in the last two. */
function RateFields({ prefix, label }: { prefix: string; label: string }) {
  const { register, control } = useFormContext<ShippingFormValues>();
  const kind = useWatch({ control, name: `${prefix}.rate.kind` as 'zones.0.rate.kind' });
  const slabs = useFieldArray({ control, name: `${prefix}.rate.slabs` as 'zones.0.rate.slabs' });
  return (
    <div className="space-y-3">
      <SelectField
        label={`Shipping charge${label}`}
        {...register(`${prefix}.rate.kind` as 'zones.0.rate.kind')}
      >
        <option value="free">Free</option>
        <option value="flat">Flat rate</option>
        <option value="weight">By weight</option>
      </SelectField>
      {kind === 'flat' ? (
        <TextInput path={`${prefix}.rate.amount`} label="Rate (₹)" inputMode="decimal" />
      ) : null}
      {kind === 'weight' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Weight slabs</legend>
          {slabs.fields.map((slab, index) => (
            <div key={slab.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <TextInput
                path={`${prefix}.rate.slabs.${index}.upToGrams`}
                label={`Slab ${index + 1}: up to (g)`}
                inputMode="numeric"
              />
              <TextInput
                path={`${prefix}.rate.slabs.${index}.amount`}
                label={`Slab ${index + 1}: charge (₹)`}
                inputMode="decimal"
              />
              {slabs.fields.length > 1 ? (
                <Button variant="outline" size="sm" onClick={() => slabs.remove(index)}>
                  Remove slab {index + 1}
                </Button>
              ) : null}
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() => slabs.append({ upToGrams: '', amount: '' })}
          >
            Add a slab
          </Button>
        </fieldset>
      ) : null}
      {kind === 'flat' || kind === 'weight' ? (
        <TextInput
          path={`${prefix}.rate.freeAbove`}
          label="Free above (₹ of goods)"
          optional
          inputMode="decimal"
        />
      ) : null}
    </div>
  );
}

/** Whether the place is served, in how many days, with cash on delivery, and at what charge. */
function ServiceFields({ prefix, label = '' }: { prefix: string; label?: string }) {
  const { register } = useFormContext<ShippingFormValues>();
  return (
    <div className="space-y-3">
      <CheckboxField
        label={`Deliver here${label}`}
        {...register(`${prefix}.served` as 'zones.0.served')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput path={`${prefix}.minDays`} label="Fewest days" inputMode="numeric" />
        <TextInput path={`${prefix}.maxDays`} label="Most days" inputMode="numeric" />
      </div>
      <CheckboxField
        label={`Cash on delivery allowed${label}`}
        {...register(`${prefix}.cod` as 'zones.0.cod')}
      />
      <RateFields prefix={prefix} label={label} />
    </div>
  );
}

function ZoneEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control } = useFormContext<ShippingFormValues>();
  const prefix = `zones.${index}`;
  const name = useWatch({ control, name: `zones.${index}.name` });
  const states = useWatch({ control, name: `zones.${index}.states` }) ?? [];
  const pins = useFieldError(`${prefix}.pins`);
  const prefixes = useFieldError(`${prefix}.pinPrefixes`);
  const title = name?.trim() || `Zone ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <TextInput path={`${prefix}.name`} label="Zone name" />
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          States ({states.length} chosen{states.length ? `: ${states.join(', ')}` : ''})
        </summary>
        <div
          role="group"
          aria-label={`States of ${title}`}
          className="mt-2 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {STATE_CHOICES.map((state) => (
            <CheckboxField
              key={state}
              label={state}
              value={state}
              {...register(`zones.${index}.states`)}
            />
          ))}
        </div>
      </details>
      <ErrorLine path={`${prefix}.states`} />
      <TextareaField
        label="PIN prefixes"
        optional
        rows={2}
        hint="1 to 5 digits each, separated by commas or lines: 11 is every PIN starting 11."
        error={prefixes}
        {...register(`zones.${index}.pinPrefixes`)}
      />
      <TextareaField
        label="PIN codes"
        optional
        rows={2}
        hint="Six digits each, separated by commas or lines."
        error={pins}
        {...register(`zones.${index}.pins`)}
      />
      <ServiceFields prefix={prefix} label={` (${title})`} />
      <Button variant="outline" size="sm" onClick={onRemove}>
        Remove {title}
      </Button>
    </fieldset>
  );
}

const PROMISE_CHOICES = [
  {
    value: 'zones',
    label: 'From my zones',
    description: 'Shoppers are promised the days of the zone their PIN code falls in.',
  },
  {
    value: 'carrier',
    label: 'From the courier’s serviceability (Shiprocket)',
    description:
      'For PIN codes your zones serve without listing them, Shiprocket says whether a courier goes there from the pickup PIN code and in how many days. Your zones still set the charge and where checkout is allowed.',
  },
] as const;

/**
 * Where the shop delivers, how fast and at what charge: zones by PIN code, PIN prefix or state,
 * what applies everywhere else, the days parcels leave and the pickup PIN. Checked with the
 * contract's shippingSettingsSchema before it is sent; a 400 is shown on its fields.
 */
export function ShippingSettingsForm({
  settings,
  onAuthFailure,
}: {
  settings: ShippingSettings;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ShippingFormValues, unknown, ShippingSettings>({
    resolver: shippingResolver,
    defaultValues: toFormValues(settings),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { isSubmitting, errors },
  } = form;
  const zones = useFieldArray({ control, name: 'zones' });

  async function onValid(body: ShippingSettings) {
    setFormError(null);
    try {
      const saved = await saveShippingSettings(body);
      reset(toFormValues(saved));
      toast({ title: 'Shipping settings saved' });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        for (const located of fieldsOfServerMessage(error.message, getValues(), fieldOf)) {
          setError(located.field as 'pickupPin', { message: located.message });
        }
      }
      setFormError(errorMessage(error));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-6">
        <FormAlert message={formError} />
        <Section
          title="Zones"
          id="shipping-zones"
          description="A PIN code listed wins over a prefix, a longer prefix over a shorter, a prefix over a state."
        >
          <div className="space-y-4">
            {zones.fields.length === 0 ? (
              <p className="text-sm text-slate-700">No zones: everywhere is as below.</p>
            ) : null}
            {zones.fields.map((zone, index) => (
              <ZoneEditor key={zone.id} index={index} onRemove={() => zones.remove(index)} />
            ))}
            <Button
              variant="outline"
              onClick={() => zones.append({ ...NEW_ZONE, rate: { ...NEW_ZONE.rate } })}
            >
              Add a zone
            </Button>
          </div>
        </Section>
        <Section title="Everywhere else" id="shipping-elsewhere">
          <ServiceFields prefix="elsewhere" label=" (everywhere else)" />
        </Section>
        <Section title="Dispatch" id="shipping-dispatch">
          <fieldset
            className="space-y-1"
            aria-describedby={errors.dispatchDays ? 'dispatch-days-error' : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">Days parcels leave</legend>
            <div className="flex flex-wrap gap-x-4">
              {WEEKDAY_ORDER.map((day) => (
                <CheckboxField
                  key={day}
                  label={WEEKDAYS[day]}
                  value={String(day)}
                  {...register('dispatchDays')}
                />
              ))}
            </div>
            {errors.dispatchDays ? (
              <p id="dispatch-days-error" className="text-sm font-medium text-red-700">
                {errors.dispatchDays.message}
              </p>
            ) : null}
          </fieldset>
          <div className="mt-4 max-w-xs">
            <TextInput
              path="pickupPin"
              label="Pickup PIN code"
              optional
              inputMode="numeric"
              hint="Where parcels leave from."
            />
          </div>
          <div className="mt-4">
            <ChoiceCards
              legendId="promise-from"
              legend="Delivery promise"
              choices={PROMISE_CHOICES}
              {...register('promiseFrom')}
            />
          </div>
        </Section>
        <Button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save shipping settings'}
        </Button>
      </form>
    </FormProvider>
  );
}
