import { zodResolver } from '@hookform/resolvers/zod';
import type { InviteInfo } from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { homePathFor, roleLabel } from '../access';
import { acceptInvite } from '../auth-api';
import { inviteFormSchema } from '../link-forms';
import { weakPasswordProblem } from '../password-strength';
import type { LinkCheck } from '../one-time-links';
import { ENROL_PATH } from '../require-session';
import { setSession } from '../session-store';
import { AuthCard } from './auth-card';
import { InvalidLink } from './invalid-link';
import { NewPasswordFields } from './new-password-fields';

type InviteInput = z.input<typeof inviteFormSchema>;
type InviteValues = z.output<typeof inviteFormSchema>;

/** An invited staff member chooses a password; the account is theirs and signed in. */
export function InviteForm({ link }: { link: LinkCheck<InviteInfo> }) {
  if (link.status === 'invalid') return <InvalidLink message={link.message} />;
  return <ValidInviteForm token={link.token} invite={link.info} />;
}

function ValidInviteForm({ token, invite }: { token: string; invite: InviteInfo }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function onValid({ password }: InviteValues) {
    setFormError(null);
    const weak = await weakPasswordProblem(password, [invite.email]);
    if (weak) {
      setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      const me = await acceptInvite({ token, password });
      setSession(me);
      await navigate(me.mustEnrolTotp ? ENROL_PATH : homePathFor(me.role), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  return (
    <AuthCard
      title="Join the back office"
      intro={
        <>
          You are invited as <strong>{roleLabel(invite.role)}</strong>. Choose a password to finish
          setting up your account.
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <FormAlert message={formError} />
        {/* The account's e-mail, for the password manager to save the pair. */}
        <Field label="E-mail" type="email" autoComplete="username" value={invite.email} readOnly />
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{
            password: errors.password?.message,
            confirmPassword: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Setting up…' : 'Set password and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
