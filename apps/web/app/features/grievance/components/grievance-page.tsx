import { useActionData, useFetcher } from 'react-router';
import type { GrievanceActionResult } from '../grievance-result';
import { GrievanceForm } from './grievance-form';
import { GrievanceLookup } from './grievance-lookup';
import { GrievanceOfficer } from './grievance-officer';
import { GrievancePromise } from './grievance-promise';

/**
 * The Grievance Redressal page: who the grievance officer is, how complaints are handled, a form
 * to file one and another to look one up. Each form's answer comes from its fetcher (JavaScript)
 * or from the page's action data (a form posted without it).
 */
export function GrievancePage({ initialTicket }: { initialTicket: string }) {
  const posted = useActionData<GrievanceActionResult>();
  const filing = useFetcher<GrievanceActionResult>({ key: 'grievance-file' });
  const lookup = useFetcher<GrievanceActionResult>({ key: 'grievance-lookup' });
  const fileResult = [filing.data, posted].find((result) => result?.intent === 'file');
  const lookupResult = [lookup.data, posted].find((result) => result?.intent === 'lookup');
  const filed = fileResult?.intent === 'file' && fileResult.ok ? fileResult : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Grievance Redressal</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Something went wrong with an order, a product or our service? Tell our grievance officer.
        Every complaint gets a ticket number and an answer within the times below, as the Consumer
        Protection (E-Commerce) Rules, 2020 require.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="grievance-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 lg:row-span-2"
        >
          <GrievanceForm
            fetcher={filing}
            result={fileResult?.intent === 'file' ? fileResult : undefined}
          />
        </section>
        <GrievanceOfficer />
        <GrievancePromise />
      </div>
      <div className="mt-8">
        <GrievanceLookup
          // A ticket just filed fills the look-up in.
          key={filed?.ticket ?? 'link'}
          fetcher={lookup}
          result={lookupResult?.intent === 'lookup' ? lookupResult : undefined}
          initial={
            filed
              ? { ticket: filed.ticket, contact: filed.contact }
              : { ticket: initialTicket, contact: '' }
          }
        />
      </div>
    </div>
  );
}
