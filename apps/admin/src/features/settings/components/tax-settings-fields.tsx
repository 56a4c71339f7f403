import {
  financialYearOf,
  GST_STATES,
  HSN_DIGIT_OPTIONS,
  INVOICE_PREFIX_MAX_LENGTH,
  invoiceNumber,
} from '@storefront/contract';
import { type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Field, SelectField, TextareaField } from '~/ui/field';
import type { SettingsControl, SettingsFormValues } from '../settings-form-model';

const HSN_DIGIT_LABELS: Record<(typeof HSN_DIGIT_OPTIONS)[number], string> = {
  4: '4 digits: turnover up to ₹5 crore',
  6: '6 digits: turnover above ₹5 crore',
};

/** What an invoice number looks like with `prefix`: this financial year's first. */
export function invoiceNumberPreview(prefix: string, now = new Date()): string {
  const cleaned = prefix.trim().toUpperCase() || 'INV';
  return invoiceNumber(cleaned, financialYearOf(now), 1) ?? '';
}

/**
 * The "Tax and invoices" fields: legal name, GSTIN (the contract checks its format, state code
 * and check character), registered address and state, HSN digits and the invoice prefix with
 * what its numbers look like.
 */
export function TaxSettingsFields({
  control,
  register,
  errors,
}: {
  control: SettingsControl;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['tax'];
}) {
  const prefix = useWatch({ control, name: 'tax.invoicePrefix' }) ?? '';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field
        label="Legal name"
        hint="As on the business’s PAN and GST registration: printed on every tax invoice."
        error={errors?.legalName?.message}
        {...register('tax.legalName')}
      />
      <Field
        label="GSTIN"
        optional
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        placeholder="07AAECC4321K1ZT"
        hint="15 characters, checked as you save. Empty when the shop is not registered for GST: it then issues no tax invoices."
        className="[&_input]:font-mono [&_input]:uppercase"
        error={errors?.gstin?.message}
        {...register('tax.gstin')}
      />
      <TextareaField
        label="Registered address"
        rows={3}
        className="md:col-span-2"
        hint="The principal place of business as registered for GST."
        error={errors?.registeredAddress?.message}
        {...register('tax.registeredAddress')}
      />
      <SelectField
        label="State of registration"
        optional
        hint="The GSTIN’s state (its first two digits); it decides CGST + SGST or IGST."
        error={errors?.stateCode?.message}
        {...register('tax.stateCode')}
      >
        <option value="">Not chosen</option>
        {GST_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.code} – {state.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="HSN digits on invoices"
        hint="By the aggregate turnover of the previous financial year. Each product’s HSN code needs at least this many digits."
        error={errors?.hsnDigits?.message}
        {...register('tax.hsnDigits')}
      >
        {HSN_DIGIT_OPTIONS.map((digits) => (
          <option key={digits} value={String(digits)}>
            {HSN_DIGIT_LABELS[digits]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Invoice prefix"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={INVOICE_PREFIX_MAX_LENGTH}
        className="[&_input]:uppercase"
        hint={
          <>
            1 to {INVOICE_PREFIX_MAX_LENGTH} letters or digits. Numbers look like{' '}
            <span className="font-mono font-semibold text-slate-900">
              {invoiceNumberPreview(prefix)}
            </span>
            : the prefix, the financial year and a serial that runs on without a gap, from 00001
            each April.
          </>
        }
        error={errors?.invoicePrefix?.message}
        {...register('tax.invoicePrefix')}
      />
    </div>
  );
}
