export { type PolicyPage, policyPage } from './policy.server';
