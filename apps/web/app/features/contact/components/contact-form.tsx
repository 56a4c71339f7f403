import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '@storefront/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Button } from '~/ui/button';
import { Field, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/form-alert';
import { toast } from '~/ui/toast';
import {
  CONTACT_SENT,
  type ContactActionResult,
  type ContactField,
  type ContactValues,
} from '../contact-result';

/** Spec section 9: the contact form shows "Sending..." for 1.5 s. */
export const CONTACT_SEND_DELAY_MS = 1500;

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * Spec section 2: name, email, subject and message, all required. The message goes to the shop
 * (the page's action sends it to the API), which keeps it and tells its staff. "Sending..." shows
 * for 1.5 s at least and until the shop has it; then the toast, and the form clears. Posted to
 * the page's action, it also works without JavaScript: the page comes back saying so.
 */
export function ContactForm() {
  const posted = useActionData<ContactActionResult>();
  const fetcher = useFetcher<ContactActionResult>({ key: 'contact' });
  // Without JavaScript the page itself is the answer: a refused message comes back filled in.
  const refusedPost = posted && !posted.ok ? posted : undefined;
  const [values, setValues] = useState<ContactValues>(refusedPost?.values ?? EMPTY);
  const [refused, setRefused] = useState(refusedPost);
  const [sending, setSending] = useState(false);
  const sentAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The answer of a message sent with JavaScript, told once "Sending..." has shown its 1.5 s.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || sentAt.current === null) return;
    const wait = Math.max(0, sentAt.current + CONTACT_SEND_DELAY_MS - Date.now());
    sentAt.current = null;
    timer.current = setTimeout(() => {
      setSending(false);
      if (answer.ok) {
        setValues(EMPTY);
        setRefused(undefined);
        toast(CONTACT_SENT);
      } else {
        setRefused(answer);
      }
    }, wait);
  }, [answer]);

  const bind = (name: ContactField) => ({
    name,
    value: values[name],
    error: refused?.fieldErrors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefused(undefined);
    sentAt.current = Date.now();
    void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  return (
    <>
      {posted?.ok ? (
        // The answer to a message sent without JavaScript, where a toast cannot show.
        <div role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3">
          <p className="font-semibold text-green-900">{CONTACT_SENT.title}</p>
          <p className="text-sm text-green-900">{CONTACT_SENT.description}</p>
        </div>
      ) : null}
      <FormAlert message={refused?.formError ?? null} className="mb-4" />
      <form method="post" onSubmit={send} className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          required
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          {...bind('name')}
        />
        <Field
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...bind('email')}
        />
        <Field
          label="Subject"
          required
          className="sm:col-span-2"
          maxLength={CONTACT_SUBJECT_MAX_LENGTH}
          {...bind('subject')}
        />
        <TextareaField
          label="Message"
          required
          rows={5}
          className="sm:col-span-2"
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          {...bind('message')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </>
  );
}
