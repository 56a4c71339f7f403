/**
 * How a complaint is handled, in plain words: the deadlines of the Consumer Protection
 * (E-Commerce) Rules, 2020, rule 4(5), and what the person hears from the shop.
 */
export function GrievancePromise() {
  return (
    <section
      aria-labelledby="grievance-promise-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="grievance-promise-heading" className="text-lg font-semibold text-slate-900">
        How we handle your complaint
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        <li>You get a ticket number as soon as you send it.</li>
        <li>
          We <strong className="text-slate-900">acknowledge</strong> it within{' '}
          <strong className="text-slate-900">48 hours</strong> of receiving it.
        </li>
        <li>
          We <strong className="text-slate-900">resolve</strong> it within{' '}
          <strong className="text-slate-900">one month</strong> of receiving it, and tell you what
          we did.
        </li>
      </ol>
      <p className="mt-3 text-sm text-slate-700">
        Give an e-mail address and we e-mail you the ticket number and each step. Give a phone
        number and we send no e-mails: keep the ticket number to look your complaint up on this
        page.
      </p>
    </section>
  );
}
