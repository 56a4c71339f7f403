import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { completeSetup } from '../auth-api';
import { weakPasswordProblem } from '../password-strength';
import { setupFormSchema } from '../link-forms';
import type { LinkCheck } from '../one-time-links';
import { setSession } from '../session-store';
import { AuthCard } from './auth-card';
import { InvalidLink } from './invalid-link';
import { NewPasswordFields } from './new-password-fields';

type SetupInput = z.input<typeof setupFormSchema>;
type SetupValues = z.output<typeof setupFormSchema>;

/** The first owner's account, from the one-time link the API prints while a store has none. */
export function SetupForm({ link }: { link: LinkCheck<{ storeName: string }> }) {
  if (link.status === 'invalid') return <InvalidLink message={link.message} />;
  return <ValidSetupForm token={link.token} storeName={link.info.storeName} />;
}

function ValidSetupForm({ token, storeName }: { token: string; storeName: string }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetupInput, unknown, SetupValues>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  async function onValid({ email, password }: SetupValues) {
    setFormError(null);
    const weak = await weakPasswordProblem(password, [email, storeName]);
    if (weak) {
      setError('password', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      setSession(await completeSetup({ token, email, password }));
      await navigate('/', { replace: true });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  }

  return (
    <AuthCard
      title={`Set up ${storeName}`}
      pageTitle="Set up the store"
      intro="Create the owner's account. You can invite the rest of the staff afterwards."
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <FormAlert message={formError} />
        <Field
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{
            password: errors.password?.message,
            confirmPassword: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating the account…' : 'Create the owner account'}
        </Button>
      </form>
    </AuthCard>
  );
}
