import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_MAX_LENGTH,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceLookupForm,
  grievanceLookupFormSchema,
  type GrievanceStatusAnswer,
} from '@storefront/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FetcherWithComponents } from 'react-router';
import { formatDateTime } from '~/lib/format';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/form-alert';
import type { GrievanceActionResult } from '../grievance-result';

type LookupResult = Extract<GrievanceActionResult, { intent: 'lookup' }>;

const STATUS_MEANING: Record<GrievanceStatusAnswer['status'], string> = {
  open: 'Received: our grievance officer will acknowledge it shortly.',
  acknowledged: 'Acknowledged: our grievance officer is looking into it.',
  resolved: 'Resolved: our answer is below.',
  closed: 'Closed: the reason is below.',
};

/** A complaint's status, dates and answer, as its ticket's look-up found it. */
function GrievanceStatusView({ grievance }: { grievance: GrievanceStatusAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [grievance]);
  const closed = grievance.status === 'closed';
  return (
    <article
      aria-labelledby="grievance-status-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <h3
        id="grievance-status-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Complaint <span className="font-mono">{grievance.ticket}</span>
      </h3>
      <p className="mt-2 text-slate-700">
        <strong className="text-slate-900">{GRIEVANCE_STATUS_LABELS[grievance.status]}</strong>
        {' — '}
        {STATUS_MEANING[grievance.status]}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Received</dt>
          <dd className="text-slate-900">{formatDateTime(grievance.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Acknowledged</dt>
          <dd className="text-slate-900">
            {grievance.acknowledgedAt
              ? formatDateTime(grievance.acknowledgedAt)
              : `Not yet: due by ${formatDateTime(grievance.acknowledgeBy)}`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{closed ? 'Closed' : 'Resolved'}</dt>
          <dd className="text-slate-900">
            {grievance.resolvedAt
              ? formatDateTime(grievance.resolvedAt)
              : `Not yet: due by ${formatDateTime(grievance.resolveBy)}`}
          </dd>
        </div>
      </dl>
      {grievance.resolution ? (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">
            {closed ? 'Why it was closed' : 'Our answer'}
          </h4>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-700">
            {grievance.resolution}
          </p>
        </div>
      ) : null}
    </article>
  );
}

/**
 * Looks a complaint up by its ticket and the e-mail or phone it was filed with. Like the
 * complaint form it posts to the page's action, with or without JavaScript.
 */
export function GrievanceLookup({
  fetcher,
  result,
  initial,
}: {
  fetcher: FetcherWithComponents<GrievanceActionResult>;
  result: LookupResult | undefined;
  /** A ticket from the page's link (?ticket=), or the one just filed, with its contact. */
  initial: GrievanceLookupForm;
}) {
  const failed = result && !result.ok ? result : undefined;
  const defaults: GrievanceLookupForm =
    failed?.values ??
    (result?.ok ? { ticket: result.grievance.ticket, contact: result.contact } : initial);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GrievanceLookupForm>({
    resolver: zodResolver(grievanceLookupFormSchema),
    defaultValues: defaults,
  });
  // Rendered on the server too, where react-hook-form fills in nothing: see GrievanceForm.
  const field = (name: keyof GrievanceLookupForm) => ({
    ...register(name),
    defaultValue: defaults[name],
  });
  const searching = fetcher.state !== 'idle';
  return (
    <section
      id="grievance-lookup"
      aria-labelledby="grievance-lookup-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="grievance-lookup-heading" className="text-lg font-semibold text-slate-900">
        Look up a complaint
      </h2>
      <p className="mt-1 text-slate-700">
        Enter its ticket number and the e-mail address or phone number you gave.
      </p>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={handleSubmit((_values, event) =>
          fetcher.submit(event?.target as HTMLFormElement, { method: 'post' }),
        )}
        className="mt-4 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="lookup" />
        <Field
          label="Ticket number"
          placeholder="GRV-XXXXXXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={errors.ticket?.message ?? failed?.fieldErrors.ticket}
          {...field('ticket')}
        />
        <Field
          label="E-mail or phone you gave"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.contact?.message ?? failed?.fieldErrors.contact}
          {...field('contact')}
        />
        <Button
          type="submit"
          size="lg"
          className="sm:col-span-2 sm:justify-self-start"
          disabled={searching}
        >
          {searching ? 'Looking up...' : 'Look up'}
        </Button>
      </fetcher.Form>
      <FormAlert message={failed?.formError ?? null} className="mt-4" />
      {result?.ok ? <GrievanceStatusView grievance={result.grievance} /> : null}
    </section>
  );
}
