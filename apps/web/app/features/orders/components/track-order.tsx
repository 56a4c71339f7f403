import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EMAIL_MAX_LENGTH } from '@storefront/contract';
import { useSignedInEmail } from '~/features/auth';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { toast } from '~/ui/toast';
import { findOrder } from '../orders-api';
import type { DisplayedOrder } from '../order-view';
import { trackOrderFailure, trackOrderMessages } from '../track-order-messages';
import { OrderCard } from './order-card';

/**
 * The tracking page (spec section 2, Track order): an order number (from `?id=`) and the
 * e-mail or phone it was placed with (the signed-in shopper's e-mail until they type another).
 */
export function TrackOrder({ initialOrderId }: { initialOrderId: string }) {
  const hydrated = useHydrated();
  const signedInEmail = useSignedInEmail();
  const [orderId, setOrderId] = useState(initialOrderId);
  // Null until the shopper types: until then the field shows the signed-in e-mail.
  const [typedContact, setTypedContact] = useState<string | null>(null);
  const contactInfo = typedContact ?? signedInEmail ?? '';
  const [searching, setSearching] = useState(false);
  const [order, setOrder] = useState<DisplayedOrder | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const lookup = useRef<AbortController | null>(null);

  useEffect(() => () => lookup.current?.abort(), []);
  useEffect(() => {
    // Take the shopper to the order that just appeared.
    if (order) resultHeading.current?.focus();
  }, [order]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = orderId.trim();
    const contact = contactInfo.trim();
    if (!id || !contact) {
      toast({
        title: trackOrderMessages.requiredTitle,
        description: trackOrderMessages.required,
        variant: 'destructive',
      });
      return;
    }
    const controller = new AbortController();
    lookup.current = controller;
    setSearching(true);
    setOrder(null);
    try {
      const found = await findOrder(id, contact, controller.signal);
      setOrder(found);
      toast({ title: trackOrderMessages.foundTitle, description: trackOrderMessages.found });
    } catch (error) {
      if (controller.signal.aborted) return;
      toast({
        title: trackOrderMessages.failedTitle,
        description: trackOrderFailure(error),
        variant: 'destructive',
      });
    } finally {
      if (!controller.signal.aborted) setSearching(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Track Your Order
      </h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Enter your order number and the e-mail address or phone number you used at checkout.
      </p>
      <section
        aria-label="Find your order"
        className="mt-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-6"
      >
        {/* Nothing is sent before hydration: the look-up needs the page's script. */}
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          <Field
            name="orderId"
            label="Order Number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
          />
          <Field
            name="contactInfo"
            label="Email or Phone"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            value={contactInfo}
            onChange={(event) => setTypedContact(event.target.value)}
          />
          <Button
            type="submit"
            size="lg"
            className="sm:col-span-2 sm:justify-self-start"
            disabled={!hydrated || searching}
          >
            {searching ? 'Searching...' : 'Track Order'}
          </Button>
        </form>
      </section>
      {order ? (
        <div className="mt-8">
          <OrderCard order={order} headingRef={resultHeading} />
        </div>
      ) : null}
    </div>
  );
}
