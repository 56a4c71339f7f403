import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';

/**
 * A ticket number, large and set apart: one tap or click selects all of it, and a button copies
 * it where the browser allows.
 */
export function TicketNumber({ ticket }: { ticket: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const [refused, setRefused] = useState(false);
  // Only once hydrated: the server, and the page while it hydrates, render no button.
  const canCopy = hydrated && !refused && Boolean(navigator.clipboard);

  async function copy() {
    try {
      await navigator.clipboard.writeText(ticket);
      setCopied(true);
    } catch {
      setRefused(true);
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <p
        data-testid="ticket-number"
        className="rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-2 font-mono text-2xl font-bold tracking-wider text-slate-900 select-all sm:text-3xl"
      >
        {ticket}
      </p>
      {canCopy ? (
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy ticket number'}
        </Button>
      ) : null}
      <span role="status" className="sr-only">
        {copied ? `Ticket number ${ticket} copied` : ''}
      </span>
    </div>
  );
}
