import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminGrievance,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceStatusChange,
  type GrievanceStatusChangeInput,
  grievanceStatusChangeSchema,
} from '@storefront/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useStatusChange } from '~/lib/use-status-change';
import { Button } from '~/ui/button';
import { ChoiceCards } from '~/ui/choice-cards';
import { TextareaField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { CHOOSE_STEP, nextGrievanceSteps } from '../action-rules';
import { changeGrievanceStatus } from '../grievances-api';

export interface GrievanceActionsProps {
  grievance: AdminGrievance;
  /** The grievance changed (here or, on a 409, elsewhere): load it again. */
  onChanged: () => void;
  /** A 401 or an enrolment demand, for the caller to lead the person on; true when handled. */
  onAuthFailure?: (error: unknown) => boolean;
}

/**
 * Acknowledges, resolves or closes a grievance. Only the steps the API accepts next are offered;
 * each asks once more, saying who will be told, before it is sent. A 409 (someone else acted
 * meanwhile) is shown and the grievance reloaded.
 */
export function GrievanceActions({ grievance, onChanged, onAuthFailure }: GrievanceActionsProps) {
  const steps = nextGrievanceSteps(grievance.status);
  const legendId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<GrievanceStatusChange, unknown, GrievanceStatusChangeInput>({
    // The contract's rules: a status, and the answer that resolving or closing needs.
    resolver: zodResolver(grievanceStatusChangeSchema),
    defaultValues: { status: steps.length === 1 ? steps[0]!.status : undefined, resolution: '' },
  });
  const chosen = useWatch({ control, name: 'status' });
  const { formError, confirming, setConfirming, sending, confirmButton, send } =
    useStatusChange<GrievanceStatusChangeInput>({
      change: (values) =>
        changeGrievanceStatus(grievance.ticket, {
          status: values.status,
          fromStatus: grievance.status,
          resolution: values.resolution,
        }),
      noun: 'grievance',
      onSaved: (values) =>
        toast({
          title: `Grievance ${grievance.ticket} is now ${GRIEVANCE_STATUS_LABELS[values.status].toLowerCase()}`,
        }),
      onChanged,
      onAuthFailure,
    });

  if (steps.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        This grievance is {GRIEVANCE_STATUS_LABELS[grievance.status].toLowerCase()}: there is
        nothing more to do.
      </p>
    );
  }

  const step = steps.find((candidate) => candidate.status === chosen);
  const told = grievance.email
    ? `${grievance.name} is e-mailed at ${grievance.email}.`
    : `${grievance.name} gave a phone number, so no e-mail is sent: call them at ${grievance.phone}.`;

  return (
    <form noValidate onSubmit={handleSubmit(setConfirming)} className="space-y-4">
      <FormAlert message={formError} />
      <ChoiceCards
        legendId={legendId}
        legend="Next step"
        choices={steps.map((candidate) => ({ ...candidate, value: candidate.status }))}
        error={errors.status ? CHOOSE_STEP : undefined}
        {...register('status', { onChange: () => setConfirming(null) })}
      />

      {step && step.status !== 'acknowledged' ? (
        <TextareaField
          label={step.status === 'resolved' ? 'Answer' : 'Reason for closing'}
          hint="Sent to the person as written, and shown when they look the ticket up."
          rows={5}
          error={errors.resolution?.message}
          {...register('resolution', { onChange: () => setConfirming(null) })}
        />
      ) : null}

      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${legendId}-confirm`}
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p id={`${legendId}-confirm`} className="text-sm font-semibold text-slate-900">
            {steps.find((candidate) => candidate.status === confirming.status)?.label} grievance{' '}
            {grievance.ticket}? {told} This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmButton} disabled={sending} onClick={() => send(confirming)}>
              {sending ? 'Saving…' : 'Yes, go ahead'}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" className="w-full sm:w-auto">
          {step?.label ?? 'Continue'}
        </Button>
      )}
    </form>
  );
}
