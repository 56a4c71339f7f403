import { z } from 'zod';

// The first object schema zod builds probes `new Function` for its faster compiled parsers; under
// the page's Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a
// violation. A few form fields parse fast enough without. vite.config.ts puts this module into
// zod's own chunk, so it runs as soon as zod loads, before any schema is built. The route modules
// of the pages that parse with the contract's schemas import it (an import from a shared module
// would make every page load zod).
z.config({ jitless: true });
