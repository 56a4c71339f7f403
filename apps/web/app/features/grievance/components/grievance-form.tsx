import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_MESSAGE_MAX_LENGTH,
  GRIEVANCE_NAME_MAX_LENGTH,
  GRIEVANCE_ORDER_MAX_LENGTH,
  type GrievanceInput,
  type GrievanceRequest,
  grievanceRequestSchema,
} from '@storefront/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type FetcherWithComponents, Link } from 'react-router';
import { Button } from '~/ui/button';
import { Field, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/form-alert';
import type { GrievanceActionResult } from '../grievance-result';
import { TicketNumber } from './ticket-number';

type FileResult = Extract<GrievanceActionResult, { intent: 'file' }>;

const EMPTY: GrievanceRequest = { name: '', contact: '', orderId: '', message: '' };

/**
 * The complaint form: name, e-mail or phone, order number (optional) and the complaint. Posted
 * to the page's action, so it works before and without JavaScript; with it, the contract's rules
 * are checked as the person types and the answer arrives without a reload. A ticket filed replaces
 * the form with its number.
 */
export function GrievanceForm({
  fetcher,
  result,
}: {
  fetcher: FetcherWithComponents<GrievanceActionResult>;
  result: FileResult | undefined;
}) {
  const failed = result && !result.ok ? result : undefined;
  const filed = result?.ok ? result : undefined;
  // "File another complaint" puts the form back without a reload.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const defaults = failed?.values ?? EMPTY;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GrievanceRequest, unknown, GrievanceInput>({
    resolver: zodResolver(grievanceRequestSchema),
    defaultValues: defaults,
  });
  // The form renders on the server too (and stays that way without JavaScript): each field
  // carries its value itself, as react-hook-form only fills them in the browser.
  const field = (name: keyof typeof EMPTY) => ({
    ...register(name),
    defaultValue: defaults[name],
  });
  const submitting = fetcher.state !== 'idle';
  const heading = useRef<HTMLHeadingElement>(null);
  const showTicket = filed && filed.ticket !== dismissed;

  useEffect(() => {
    if (showTicket) heading.current?.focus();
  }, [showTicket]);

  if (showTicket) {
    return (
      <div>
        <h2
          id="grievance-form-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Your complaint has been registered
        </h2>
        <p className="mt-3 text-slate-700">Your ticket number:</p>
        <TicketNumber ticket={filed.ticket} />
        <p className="mt-4 text-slate-700">
          {filed.emailed
            ? `We are e-mailing it to ${filed.contact}, with a link to look your complaint up.`
            : 'You gave a phone number, so we will not send you e-mails. Please note this number down: you need it, with your phone number, to look your complaint up.'}
        </p>
        <p className="mt-2 text-slate-700">
          We will acknowledge your complaint within 48 hours and resolve it within one month.
        </p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <a href="#grievance-lookup" className="font-semibold text-brand-700 hover:underline">
            Look it up below
          </a>
          <Link
            to="/grievance-redressal"
            className="font-semibold text-brand-700 hover:underline"
            onClick={(event) => {
              // With JavaScript the form comes back here; without it, the link reloads the page.
              event.preventDefault();
              reset(EMPTY);
              setDismissed(filed.ticket);
            }}
          >
            File another complaint
          </Link>
        </p>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={handleSubmit((_values, event) =>
        fetcher.submit(event?.target as HTMLFormElement, { method: 'post' }),
      )}
      className="grid gap-5"
    >
      <h2 id="grievance-form-heading" className="text-lg font-semibold text-slate-900">
        File a complaint
      </h2>
      <input type="hidden" name="intent" value="file" />
      <FormAlert message={failed?.formError ?? null} />
      <Field
        label="Your name"
        autoComplete="name"
        maxLength={GRIEVANCE_NAME_MAX_LENGTH}
        error={errors.name?.message ?? failed?.fieldErrors.name}
        {...field('name')}
      />
      <Field
        label="Your e-mail or phone"
        hint="An e-mail address, or a 10-digit Indian mobile number."
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.contact?.message ?? failed?.fieldErrors.contact}
        {...field('contact')}
      />
      <Field
        label="Order number (optional)"
        hint="If your complaint is about an order."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={GRIEVANCE_ORDER_MAX_LENGTH}
        error={errors.orderId?.message ?? failed?.fieldErrors.orderId}
        {...field('orderId')}
      />
      <TextareaField
        label="Your complaint"
        hint={`What happened, and what you would like us to do. Up to ${GRIEVANCE_MESSAGE_MAX_LENGTH} characters.`}
        rows={6}
        maxLength={GRIEVANCE_MESSAGE_MAX_LENGTH}
        error={errors.message?.message ?? failed?.fieldErrors.message}
        {...field('message')}
      />
      <Button type="submit" size="lg" className="justify-self-start" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send complaint'}
      </Button>
    </fetcher.Form>
  );
}
