/**
 * `npm run test:rapido` sets DESCANSO_PRUEBAS=rapido: tests that repeat (kill -9 rounds, generated cases) do fewer
 * repetitions there; `npm test` always runs the full count.
 */
export const PRUEBAS_RAPIDAS = process.env.DESCANSO_PRUEBAS === 'rapido';

/** `completo` repetitions in `npm test`, `rapido` in the inner loop. */
export const segunNivel = (completo: number, rapido: number) => (PRUEBAS_RAPIDAS ? rapido : completo);
