import { z } from 'zod';

// Zod probes whether `new Function` is allowed the first time it parses an object; under the storefront's
// Content-Security-Policy (no 'unsafe-eval') that probe is a violation the browser reports on every page with a form.
z.config({ jitless: true });

export { z };
