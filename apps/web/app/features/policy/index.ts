export { POLICY_TITLES, policySlug, RESERVED_SLUGS } from './policy-pages';
