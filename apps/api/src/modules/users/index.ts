// What other parts of the API may use of the users module (architecture.md: modules meet
// only through their index.ts).
export { type AccountPasswords, createAccountPasswords } from './account-passwords';
export {
  COMMON_PASSWORD,
  createPasswordHasher,
  isCommonPassword,
  OWASP_SCRYPT,
  type PasswordHasher,
} from './passwords';
export { userRoutes } from './routes';
export { type AuthenticatedUser, createUserService, type UserService } from './service';
export { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';
