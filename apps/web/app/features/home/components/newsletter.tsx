import { type FormEvent, useId, useState } from 'react';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';

/**
 * Spec section 2: one required e-mail field; submitting confirms and clears it. Nothing is sent
 * to a server.
 */
export function Newsletter() {
  const id = useId();
  const [email, setEmail] = useState('');

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmail('');
    toast({ title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-900 py-14 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          Get offers before anyone else
        </h2>
        <p className="mt-2 text-brand-100">
          New arrivals and sale alerts, once or twice a month. Unsubscribe any time.
        </p>
        <form
          onSubmit={subscribe}
          className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={id} className="sr-only">
            Email address
          </label>
          <input
            id={id}
            type="email"
            required
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="h-12 flex-1 rounded-lg border border-white/30 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-accent-400"
          />
          <Button type="submit" variant="secondary" size="lg">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}
