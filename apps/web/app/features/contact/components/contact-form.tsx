import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '~/ui/button';
import { Field, TextareaField } from '~/ui/field';
import { toast } from '~/ui/toast';

/** Spec section 9: the contact form shows "Sending..." for 1.5 s. */
export const CONTACT_SEND_DELAY_MS = 1500;

const EMPTY = { name: '', email: '', subject: '', message: '' };

/**
 * Spec section 2: name, email, subject and message, all required. No server call is made: after
 * the delay the form confirms with a toast and clears.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setValues(EMPTY);
      toast({
        title: 'Message Sent',
        description: "Thank you for contacting us. We'll get back to you shortly.",
      });
    }, CONTACT_SEND_DELAY_MS);
  }

  return (
    <form onSubmit={send} className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" required autoComplete="name" {...bind('name')} />
      <Field label="Email" type="email" required autoComplete="email" {...bind('email')} />
      <Field label="Subject" required className="sm:col-span-2" {...bind('subject')} />
      <TextareaField
        label="Message"
        required
        rows={5}
        className="sm:col-span-2"
        {...bind('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
