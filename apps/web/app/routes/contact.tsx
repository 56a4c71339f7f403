import { ContactDetails, ContactForm } from '~/features/contact';
import { contactAction } from '~/features/contact/index.server';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/contact';

export async function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Contact Us', matches) },
    { name: 'description', content: 'E-mail, call or write to us: we answer Monday to Saturday.' },
  ];
}

export default function Contact() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Questions about a product, an order or a delivery? Write to us and we will get back to you.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[20rem_1fr]">
        <ContactDetails />
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="contact-form-heading" className="text-lg font-semibold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
