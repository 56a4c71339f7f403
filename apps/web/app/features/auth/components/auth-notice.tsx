import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';

const tones = {
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/**
 * What a password page shows instead of its form: a message and the way on. With `takeFocus`
 * (it replaced the form the shopper was using) focus moves to the message, so a screen reader
 * reads it and the keyboard carries on from there rather than from the top of the page.
 */
export function AuthNotice({
  tone,
  role,
  takeFocus = false,
  link,
  children,
}: {
  tone: keyof typeof tones;
  role?: 'status' | 'alert';
  takeFocus?: boolean;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
  return (
    <div>
      <p
        ref={message}
        role={role}
        tabIndex={takeFocus ? -1 : undefined}
        className={`rounded-lg border p-4 text-sm outline-none ${tones[tone]}`}
      >
        {children}
      </p>
      <Link to={link.to} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        {link.label}
      </Link>
    </div>
  );
}
