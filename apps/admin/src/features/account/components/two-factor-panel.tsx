import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminMessages,
  type StaffMe,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  type TotpEnrolment,
} from '@storefront/contract';
import { QrCode } from '@storefront/ui/qr-code';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { PasswordField } from '~/ui/password-field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { confirmTotp, disableTotp, isWrongPassword, startTotpEnrolment } from '../account-api';
import { groupSecret } from '../group-secret';

export interface TwoFactorPanelProps {
  me: StaffMe;
  /** Two-factor was turned on or off: the session's flags changed. */
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * Two-factor sign-in: set up an authenticator app (QR code or typed key, then a code to prove
 * it works), see the recovery codes once, or turn it off with the password.
 */
export function TwoFactorPanel({ me, onChanged, onAuthFailure }: TwoFactorPanelProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onChanged();
        }}
      />
    );
  }
  if (me.totpEnabled) return <DisableTotp onChanged={onChanged} onAuthFailure={onAuthFailure} />;
  return (
    <Enrolment
      required={me.mustEnrolTotp}
      onConfirmed={setRecoveryCodes}
      onAuthFailure={onAuthFailure}
    />
  );
}

function Enrolment({
  required,
  onConfirmed,
  onAuthFailure,
}: {
  required: boolean;
  onConfirmed: (codes: string[]) => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setFormError(null);
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="space-y-4">
      {required ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {adminMessages.enrolmentRequired}
        </p>
      ) : (
        <p className="text-sm text-slate-800">
          Two-factor sign-in is off. With it on, signing in also needs a code from an authenticator
          app on your phone (Google Authenticator, Microsoft Authenticator, Aegis…).
        </p>
      )}
      <FormAlert message={formError} />
      {enrolment ? (
        <EnrolmentSteps
          enrolment={enrolment}
          onConfirmed={onConfirmed}
          onAuthFailure={onAuthFailure}
        />
      ) : (
        <Button onClick={() => void start()} disabled={starting}>
          {starting ? 'Starting…' : 'Set up an authenticator app'}
        </Button>
      )}
    </div>
  );
}

type ConfirmInput = z.input<typeof totpConfirmRequestSchema>;
type ConfirmValues = z.output<typeof totpConfirmRequestSchema>;

function EnrolmentSteps({
  enrolment,
  onConfirmed,
  onAuthFailure,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmInput, unknown, ConfirmValues>({
    resolver: zodResolver(totpConfirmRequestSchema),
    defaultValues: { code: '' },
  });

  async function onValid({ code }: ConfirmValues) {
    setFormError(null);
    try {
      const { recoveryCodes } = await confirmTotp(code);
      onConfirmed(recoveryCodes);
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
      setFocus('code');
    }
  }

  return (
    <ol className="space-y-6">
      <li>
        <h3 className="font-semibold text-slate-900">1. Scan this QR code with the app</h3>
        <div className="mt-3 inline-block rounded-lg border border-slate-200 bg-white p-2">
          <QrCode
            text={enrolment.otpauthUrl}
            label="QR code for your authenticator app"
            className="block size-56 max-w-full"
          />
        </div>
      </li>
      <li>
        <h3 className="font-semibold text-slate-900">2. Or type this key into the app</h3>
        <p className="mt-2 font-mono text-lg tracking-wider break-all text-slate-900">
          {groupSecret(enrolment.secret)}
        </p>
        <p className="text-sm text-slate-700">Time-based, 6 digits, every 30 seconds.</p>
      </li>
      <li>
        <h3 className="font-semibold text-slate-900">3. Enter the code the app shows</h3>
        <form noValidate onSubmit={handleSubmit(onValid)} className="mt-3 max-w-xs space-y-4">
          <FormAlert message={formError} />
          <Field
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={errors.code?.message}
            {...register('code')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Checking…' : 'Turn on two-factor sign-in'}
          </Button>
        </form>
      </li>
    </ol>
  );
}

/** Shown once, right after enrolment: the API never shows these codes again. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Two-factor sign-in is on. Save your recovery codes
      </h3>
      <p className="text-sm text-slate-800">
        Each code signs you in once if you lose your phone. Keep them somewhere safe (a password
        manager, or printed and locked away). <strong>They are shown only this once.</strong>
      </p>
      <ul className="grid max-w-md grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => toast({ title: 'Could not copy: select the codes and copy them by hand' }),
            )
          }
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

type DisableInput = z.input<typeof totpDisableRequestSchema>;
type DisableValues = z.output<typeof totpDisableRequestSchema>;

function DisableTotp({
  onChanged,
  onAuthFailure,
}: {
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DisableInput, unknown, DisableValues>({
    resolver: zodResolver(totpDisableRequestSchema),
    defaultValues: { password: '' },
  });

  async function onValid({ password }: DisableValues) {
    setFormError(null);
    try {
      await disableTotp(password);
      toast({ title: 'Two-factor sign-in is off' });
      onChanged();
    } catch (error) {
      if (!(await isWrongPassword(error)) && onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        Two-factor sign-in is <strong>on</strong>: signing in needs a code from your authenticator
        app or a recovery code.
      </p>
      <form noValidate onSubmit={handleSubmit(onValid)} className="max-w-md space-y-4">
        <FormAlert message={formError} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          hint="To turn two-factor sign-in off, confirm it is you."
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </Button>
      </form>
    </div>
  );
}
