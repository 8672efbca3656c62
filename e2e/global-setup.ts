// Seeds the demo company once for the whole run, into a data folder every spec file then copies for its own server
// (tests/servidor-demo.ts): a first start from an empty folder, then a clean stop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arrancarDemo, VARIABLE_PLANTILLA } from './tests/servidor-demo';

export default async function prepararPlantillaDemo() {
  const carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-plantilla-'));
  const inicio = Date.now();
  const servidor = await arrancarDemo(carpeta);
  await servidor.detener();
  process.stdout.write(
    `Empresa demo sembrada para las pruebas en ${((Date.now() - inicio) / 1000).toFixed(1)} s\n`,
  );
  // Workers inherit the environment the global setup leaves.
  process.env[VARIABLE_PLANTILLA] = carpeta;
  return () => rmSync(carpeta, { recursive: true, force: true });
}
