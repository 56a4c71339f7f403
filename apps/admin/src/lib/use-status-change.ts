import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from './api-client';

export interface StatusChangeOptions<Values> {
  /** Sends the change to the API. */
  change: (values: Values) => Promise<unknown>;
  /** What changes, as a 409's message names it: "order", "grievance". */
  noun: string;
  /** The record changed (here or, on a 409, elsewhere): load it again. */
  onChanged: () => void;
  /** A 401 or an enrolment demand, for the caller to lead the person on; true when handled. */
  onAuthFailure?: (error: unknown) => boolean;
  /** Told once the change is saved (before onChanged): to say so. */
  onSaved: (values: Values) => void;
  /**
   * What to say of a refusal that is about the values sent rather than the record (a UTR
   * already used): the record is then not reloaded. Null leaves the refusal to the defaults.
   */
  describeRefusal?: (error: ApiError) => string | null;
}

/**
 * The sending side of a back-office status change (an order's, a grievance's): an optional
 * "are you sure?" step whose confirm button takes the focus, the request, its toast, and its
 * failures — a 409 (someone else acted meanwhile) is shown and the record reloaded.
 */
export function useStatusChange<Values>({
  change,
  noun,
  onChanged,
  onAuthFailure,
  onSaved,
  describeRefusal,
}: StatusChangeOptions<Values>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function send(values: Values) {
    setFormError(null);
    setSending(true);
    try {
      await change(values);
      onSaved(values);
      setConfirming(null);
      onChanged();
    } catch (error) {
      setConfirming(null);
      if (onAuthFailure?.(error)) return;
      const refusal = error instanceof ApiError ? describeRefusal?.(error) : null;
      if (refusal) {
        setFormError(refusal);
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setFormError(`${error.message} The ${noun} has been reloaded: check it and try again.`);
        onChanged();
        return;
      }
      setFormError(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return { formError, confirming, setConfirming, sending, confirmButton, send };
}
