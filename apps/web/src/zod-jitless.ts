import { disableZodJit } from '@bidhub/contracts';

// Imported first by main.tsx, so it runs before any module that builds a schema.
disableZodJit();
