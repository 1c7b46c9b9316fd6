import { disableZodJit } from '@bidhub/contracts';

// Imported first by main.tsx, so it runs before any module that builds a schema. That holds only
// while the first chunk imports no schema module of the contracts: a value imported from one there
// lands in a shared chunk, evaluated before this line, and zod probes `new Function` as it builds
// an object schema (e2e/csp.spec.ts catches it). The first chunk reads schema-free constants only.
disableZodJit();
