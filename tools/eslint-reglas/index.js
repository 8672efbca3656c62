import limitesDeModulo from './limites-de-modulo.js';
import nombreDeArchivo from './nombre-de-archivo.js';
import sinCiclos from './sin-ciclos.js';

/**
 * House rules that keep the architecture (ADR 019). Local because they know this repo's layout (features/,
 * modules/*.service.ts) and add no dependency; each is a few dozen lines with its own tests.
 */
export default {
  meta: { name: 'descanso' },
  rules: {
    'limites-de-modulo': limitesDeModulo,
    'sin-ciclos': sinCiclos,
    'nombre-de-archivo': nombreDeArchivo,
  },
};
