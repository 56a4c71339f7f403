// `npm run lint`: ESLint and Prettier side by side, each output printed whole when it ends. Each
// keeps about one core busy; beside `npm test`'s typecheck they keep this machine's two cores busy
// until the end, where one after the other left one idle for Prettier's last 10-20 s.
import { runScriptHeld } from './test.mjs';

const outcomes = await Promise.all([
  runScriptHeld('lint:eslint', process.env),
  runScriptHeld('lint:prettier', process.env),
]);
process.exit(outcomes.find((outcome) => !outcome.ok)?.code ?? 0);
