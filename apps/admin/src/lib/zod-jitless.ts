import { z } from 'zod';

// zod builds each object schema with a compiled fast path, and probes `new Function` to see
// whether it may; the page's CSP (no 'unsafe-eval') reports that probe as a violation. This must
// run before the contract builds its first schema: main.tsx imports it first, and vite.config.ts
// keeps it in zod's own chunk so it runs as soon as zod loads.
z.config({ jitless: true });
