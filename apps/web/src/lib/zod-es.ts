import { z } from 'zod';

// Spanish messages for any zod check that carries none of its own (the contract's comun.ts does the same).
z.config(z.locales.es());
