import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes for that by trying it; the
// server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses the probe, which the
// browser reports as a violation. Parsing without the compiled fast path is quick enough for API answers.
// Imported first in main.tsx, before any schema parses.
z.config({ jitless: true });
