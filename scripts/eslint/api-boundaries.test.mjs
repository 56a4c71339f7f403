import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { apiBoundaries } from './api-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const src = '/repo/apps/api/src';

tester.run('api-boundaries', apiBoundaries, {
  valid: [
    // Another module through its index; the module's own files however deep; outside modules.
    {
      filename: `${src}/modules/orders/service.ts`,
      code: "import { x } from '../stock/index.js';",
    },
    { filename: `${src}/modules/orders/service.ts`, code: "import { x } from './lifecycle.js';" },
    {
      filename: `${src}/modules/payments/gateways/payu/gateway.ts`,
      code: "import { x } from '../../fields.js'; import { y } from '../../../orders/index.js';",
    },
    {
      filename: `${src}/modules/orders/service.ts`,
      code: "import { x } from '../../db/schema.js';",
    },
    { filename: `${src}/app.ts`, code: "import { routes } from './modules/orders/index.js';" },
    { filename: `${src}/modules/orders/service.ts`, code: "import { take } from '../stock';" },
    { filename: `${src}/jobs/mail.ts`, code: "import { send } from '../modules/mail/index.js';" },
    {
      filename: `${src}/lib/money.ts`,
      code: "import { z } from 'zod'; import { a } from './b.js';",
    },
    { filename: '/repo/apps/web/app/x.ts', code: "import { x } from '../api/src/modules/a/b.js';" },
  ],
  invalid: [
    {
      filename: `${src}/modules/orders/service.ts`,
      code: "import { restock } from '../stock/service.js';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: `${src}/modules/payments/gateways/payu/gateway.ts`,
      code: "export { x } from '../../../orders/lifecycle.js';",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: `${src}/jobs/mail.ts`,
      code: "const m = await import('../modules/mail/outbox.js');",
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: `${src}/db/schema.ts`,
      code: "import { x } from '../modules/orders/index.js';",
      errors: [{ messageId: 'dbToModule' }],
    },
    {
      filename: `${src}/lib/csv.ts`,
      code: "import { db } from '../db/client.js';",
      errors: [{ messageId: 'libToApp' }],
    },
  ],
});
