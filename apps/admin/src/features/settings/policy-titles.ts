/** The placeholders a policy may use; the API fills them (fillPlaceholders in the contract). */
export const POLICY_PLACEHOLDERS = [
  '{{companyName}}',
  '{{companyAddress}}',
  '{{companyEmail}}',
  '{{companyPhone}}',
] as const;
