import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, staffInviteRequestSchema } from '@storefront/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { ROLE_DESCRIPTIONS } from '~/features/auth';
import { roleName } from '../roles';
import { inviteStaff } from '../staff-api';

type InviteInput = z.input<typeof staffInviteRequestSchema>;
type InviteValues = z.output<typeof staffInviteRequestSchema>;

/**
 * Invites a staff member: the API e-mails them a one-time link (valid 72 hours) and answers it
 * too, for the owner to pass on another way if the mail does not arrive.
 */
export function InviteStaffForm({
  onInvited,
  onAuthFailure,
}: {
  onInvited: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [invite, setInvite] = useState<{ email: string; url: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(staffInviteRequestSchema),
    defaultValues: { email: '', role: 'fulfilment' },
  });

  // The new link takes the focus: it is what the owner came for.
  useEffect(() => {
    if (invite) linkField.current?.focus();
  }, [invite]);

  async function onValid(values: InviteValues) {
    setFormError(null);
    setCopied(false);
    try {
      const { inviteUrl } = await inviteStaff(values);
      setInvite({ email: values.email, url: inviteUrl });
      reset();
      onInvited();
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    }
  }

  async function copy() {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(invite.url);
      setCopied(true);
    } catch {
      // No clipboard access (an old browser, a denied permission): select it for a manual copy.
      linkField.current?.select();
    }
  }

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <FormAlert message={formError} />
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="E-mail"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField label="Role" error={errors.role?.message} {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">What each role can do</h3>
          <dl className="mt-1 space-y-1 text-sm text-slate-800">
            {STAFF_ROLES.map((role) => (
              <div key={role}>
                <dt className="inline font-semibold">{roleName(role)}:</dt>{' '}
                <dd className="inline">{ROLE_DESCRIPTIONS[role]}.</dd>
              </div>
            ))}
          </dl>
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending the invitation…' : 'Send invitation'}
        </Button>
      </form>
      {invite ? (
        <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-slate-900">Invitation e-mailed to {invite.email}</p>
          <p className="mt-1 text-sm text-slate-800">
            The link works once, for 72 hours. If the e-mail does not reach them, send them the link
            yourself.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <Field
              ref={linkField}
              label="Invitation link"
              value={invite.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 basis-64"
            />
            <Button variant="outline" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
