// `config`, not `z.config`: the web build treats every `z.*` call as pure and would drop this one.
import { config } from 'zod';

/**
 * Makes zod parse without compiling fast parsers through `new Function`. Browsers call it before any
 * schema exists: the site's CSP (script-src 'self') forbids that compilation, and Chromium reports
 * every attempt (even zod's own caught probe) as a Content Security Policy issue.
 */
export function disableZodJit(): void {
  config({ jitless: true });
}
