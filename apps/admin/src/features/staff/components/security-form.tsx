import type { SecuritySettings } from '@storefront/contract';
import { useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { CheckboxField } from '~/ui/field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { saveSecuritySettings } from '../staff-api';

/** The store-wide sign-in rule: everyone uses an authenticator app, or not. */
export function SecurityForm({
  settings,
  onAuthFailure,
}: {
  settings: SecuritySettings;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [requireTotp, setRequireTotp] = useState(settings.requireTotp);
  const [saved, setSaved] = useState(settings.requireTotp);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function save() {
    setSaving(true);
    setFormError(null);
    try {
      const result = await saveSecuritySettings({ requireTotp });
      setSaved(result.requireTotp);
      setRequireTotp(result.requireTotp);
      toast({
        title: result.requireTotp
          ? 'Two-factor sign-in is now required'
          : 'Two-factor sign-in is now optional',
      });
    } catch (error) {
      if (onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-3"
    >
      <FormAlert message={formError} />
      <CheckboxField
        label="Require two-factor sign-in for all staff"
        hint="Anyone without an authenticator app set up is asked to set one up before anything else."
        checked={requireTotp}
        onChange={(event) => setRequireTotp(event.target.checked)}
      />
      <Button type="submit" variant="outline" disabled={saving || requireTotp === saved}>
        {saving ? 'Saving…' : 'Save sign-in rule'}
      </Button>
    </form>
  );
}
