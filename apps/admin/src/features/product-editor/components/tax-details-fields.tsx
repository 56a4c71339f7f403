import type { TaxRules } from '@storefront/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, SelectField, TextareaField } from '~/ui/field';
import type { ProductFormValues } from '../product-form-model';

/** "18%", "0.25%". */
const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * The GST rates the select offers: those in force today and, so that saving other fields keeps
 * it, the product's own rate when it is no longer one of them (the API keeps it until changed).
 */
export function gstRateOptions(
  taxRules: TaxRules | null,
  savedRate: number | null,
): { value: string; label: string }[] {
  const inForce = taxRules?.gstRates ?? [];
  const options = inForce.map((rate) => ({ value: String(rate), label: percent(rate) }));
  if (savedRate !== null && !inForce.includes(savedRate)) {
    const label = taxRules ? `${percent(savedRate)} (no longer in force)` : percent(savedRate);
    options.push({ value: String(savedRate), label });
  }
  return options;
}

/**
 * The product's HSN code and GST rate, and what the Legal Metrology (Packaged Commodities) Rules
 * ask a seller to show: generic name, net quantity, country of origin, manufacturer / packer /
 * importer with address, consumer care.
 */
export function TaxDetailsFields({
  register,
  errors,
  taxRules,
  savedRate,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  taxRules: TaxRules | null;
  /** The rate the product has now; null for a new product or none. */
  savedRate: number | null;
}) {
  const hsnDigits = taxRules?.hsnDigits ?? 4;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field
        label="HSN code"
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        placeholder={hsnDigits === 6 ? '851770' : '8517'}
        hint={`At least ${hsnDigits} digits (4, 6 or 8), as the store’s turnover asks (Settings → Tax and invoices). Needed before an order of it can ship.`}
        error={errors.hsn?.message}
        {...register('hsn')}
      />
      <SelectField
        label="GST rate"
        optional
        hint={
          taxRules
            ? 'The rates in force today. Prices include it: invoices work the tax back out of them.'
            : 'The rate list could not be loaded: reload the page to choose a rate.'
        }
        error={errors.gstRate?.message}
        {...register('gstRate')}
      >
        <option value="">Not set</option>
        {gstRateOptions(taxRules, savedRate).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <Field
        label="Generic name"
        optional
        placeholder="TV wall mount"
        hint="The common name of the product."
        error={errors.genericName?.message}
        {...register('genericName')}
      />
      <Field
        label="Net quantity"
        optional
        placeholder="1 N"
        hint="Such as 1 N (one piece), 1 pair or 500 g."
        error={errors.netQuantity?.message}
        {...register('netQuantity')}
      />
      <Field
        label="Country of origin"
        optional
        placeholder="India"
        error={errors.countryOfOrigin?.message}
        {...register('countryOfOrigin')}
      />
      <TextareaField
        label="Manufacturer / packer / importer"
        optional
        rows={3}
        className="md:col-span-2"
        hint="Name and full address."
        error={errors.manufacturer?.message}
        {...register('manufacturer')}
      />
      <TextareaField
        label="Consumer care"
        optional
        rows={2}
        className="md:col-span-2"
        hint="Whom shoppers contact about the product: name, address, phone, e-mail. Left blank, the storefront shows the store’s own, as in Settings."
        error={errors.consumerCare?.message}
        {...register('consumerCare')}
      />
    </div>
  );
}
