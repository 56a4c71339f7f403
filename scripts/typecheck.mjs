// `npm run typecheck`: TypeScript's project references (tsc -b), in two programs' worth of work side
// by side. The contract and cluster packages first (both halves read their declarations), then the
// API with the tools that import it beside the web app, back office and UI kit: one tsc keeps
// about one core busy, and beside `npm test`'s lint this keeps both cores busy until the end.
import { runScriptHeld } from './test.mjs';

const failed = (outcomes) => outcomes.find((outcome) => !outcome.ok);
const first = await Promise.all([
  runScriptHeld('typecheck:packages', process.env),
  runScriptHeld('typegen', process.env),
]);
const second = failed(first)
  ? []
  : await Promise.all([
      runScriptHeld('typecheck:api', process.env),
      runScriptHeld('typecheck:apps', process.env),
    ]);
process.exit(failed([...first, ...second])?.code ?? 0);
