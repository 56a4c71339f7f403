import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminContactMessage,
  CONTACT_REPLY_MAX_LENGTH,
  type ContactReplyRequest,
  contactReplyRequestSchema,
} from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { CheckboxField, TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { replyToMessage } from '../messages-api';

type ReplyValues = z.output<typeof contactReplyRequestSchema>;

/**
 * The answer to a message, e-mailed to its sender from the shop (Reply-To the store's e-mail)
 * and kept with the message; by default it also marks the message done.
 */
export function MessageReply({
  message,
  onChanged,
  onAuthFailure,
}: {
  message: AdminContactMessage;
  onChanged: () => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactReplyRequest, unknown, ReplyValues>({
    resolver: zodResolver(contactReplyRequestSchema),
    defaultValues: { body: '', done: message.status !== 'done' },
  });

  async function send(values: ReplyValues) {
    setFormError(null);
    try {
      await replyToMessage(message.id, values);
      toast({
        title: `Answer e-mailed to ${message.email}`,
        description: values.done ? 'The message is marked done.' : undefined,
      });
      reset({ body: '', done: false });
      onChanged();
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="space-y-4">
      <FormAlert message={formError} />
      <TextareaField
        label="Answer"
        hint={`E-mailed to ${message.name} at ${message.email} as written, in the shop’s name.`}
        rows={6}
        maxLength={CONTACT_REPLY_MAX_LENGTH}
        error={errors.body?.message}
        {...register('body')}
      />
      {message.status !== 'done' ? (
        <CheckboxField label="Mark the message done" {...register('done')} />
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send answer'}
      </Button>
    </form>
  );
}
