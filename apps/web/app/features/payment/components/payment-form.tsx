import {
  forcePhoneInput,
  hasEmptyRequiredField,
  initialPaymentValues,
  isPhoneField,
  paymentFieldError,
  type PayableOrder,
  type PaymentField,
  type PaymentFieldValue,
  type PaymentFieldValues,
  validatePaymentFields,
  visibleFields,
} from '@storefront/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { paymentFieldRows } from '../field-layout';
import { paymentMessages } from '../payment-messages';
import { PaymentFieldInput } from './payment-field-input';
import { PaymentTotal } from './payment-total';

/** What became of a submission, as far as the form is concerned. */
export type PaymentSubmitResult =
  /** The server refused these fields. */
  | { fieldErrors: Record<string, string> }
  /** The browser is leaving for a gateway or another page: stay busy until it has. */
  | { leaving: true }
  /** Anything else: the page shows what happened, and the form may be sent again. */
  | undefined;

export interface PaymentFormProps {
  fields: PaymentField[];
  /** Receives the values of the visible fields only: a hidden field's value is not asked for. */
  onSubmit: (values: PaymentFieldValues) => Promise<PaymentSubmitResult>;
  /** What the order costs by each method, shown above the button as the method changes. */
  order?: PayableOrder | null;
}

/**
 * The "Payment Information" form built from the server's field definitions (spec sections 2
 * and 5): fields appear as the ones they depend on are filled, phone fields keep "+91" and at
 * most 10 digits as the shopper types, and the button waits until every visible required field
 * has a value. Errors show beside their fields on submit, with the "Validation Error" toast, and
 * each goes as soon as its field is put right. (Not on leaving a field: a message appearing
 * then pushes the next control down under the shopper's finger as they tap it.)
 */
export function PaymentForm({ fields, onSubmit, order = null }: PaymentFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<PaymentFieldValues>(() => initialPaymentValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const controls = useRef(new Map<string, HTMLElement>());

  // Back from the gateway, a browser may restore this page as it was when it left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const shown = visibleFields(fields, values);
  const missingRequired = hasEmptyRequiredField(fields, values);

  function change(field: PaymentField, input: PaymentFieldValue) {
    const value =
      typeof input === 'string' && isPhoneField(field)
        ? forcePhoneInput(input, field.rules?.maxLength)
        : input;
    setValues((current) => ({ ...current, [field.name]: value }));
    // A message already shown follows the value, so it goes as soon as the value is right.
    if (errors[field.name]) setFieldError(field.name, paymentFieldError(field, value));
  }

  function setFieldError(name: string, error: string | null) {
    setErrors((current) => {
      const { [name]: _previous, ...others } = current;
      return error ? { ...others, [name]: error } : others;
    });
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    toast({
      title: paymentMessages.validationTitle,
      description: paymentMessages.validationDescription,
      variant: 'destructive',
    });
    const first = shown.find((field) => found[field.name]);
    if (first) controls.current.get(first.name)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || missingRequired) return;
    const found = validatePaymentFields(fields, values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setSubmitting(true);
    const result = await onSubmit(
      Object.fromEntries(shown.map((field) => [field.name, values[field.name]])),
    );
    if (result && 'leaving' in result) return;
    setSubmitting(false);
    if (result) showErrors(result.fieldErrors);
  }

  const hintId = `${idPrefix}-submit-hint`;
  return (
    <form noValidate onSubmit={submit} aria-label="Payment Information" className="space-y-5">
      {shown.length === 0 ? (
        <p className="text-slate-700">{paymentMessages.noInformationNeeded}</p>
      ) : (
        paymentFieldRows(shown).map((row) => (
          <div
            key={row[0]!.name}
            className={row.length > 1 ? 'flex flex-col gap-5 sm:flex-row' : undefined}
          >
            {row.map((field) => (
              <div key={field.name} className={row.length > 1 ? 'sm:flex-1' : undefined}>
                <PaymentFieldInput
                  field={field}
                  value={values[field.name]}
                  error={errors[field.name]}
                  idPrefix={idPrefix}
                  onChange={(value) => change(field, value)}
                  inputRef={(control) => {
                    if (control) controls.current.set(field.name, control);
                    else controls.current.delete(field.name);
                  }}
                />
              </div>
            ))}
          </div>
        ))
      )}
      {order ? (
        <PaymentTotal
          order={order}
          method={typeof values.method === 'string' ? values.method : ''}
        />
      ) : null}
      <div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={submitting || missingRequired}
          aria-describedby={missingRequired ? hintId : undefined}
        >
          {submitting ? 'Processing...' : 'Proceed to Payment'}
        </Button>
        {missingRequired ? (
          <p id={hintId} className="mt-2 text-center text-sm text-slate-600">
            Fill in the fields marked * to continue.
          </p>
        ) : null}
      </div>
    </form>
  );
}
