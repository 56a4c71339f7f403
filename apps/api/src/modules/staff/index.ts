// What other parts of the API may use of the staff module (architecture.md: modules meet
// only through their index.ts).
export { staffRoutes } from './routes';
export {
  createStaffService,
  issueSetupTokens,
  type SignedInStaff,
  type StaffService,
} from './service';
