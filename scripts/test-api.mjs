// Runs the API suite on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const correr = (motor, extra = {}) => {
  process.stdout.write(`\n=== Pruebas de API sobre ${motor} ===\n`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', DESCANSO_TEST_DB: motor, ...extra },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

correr('pglite');
if (process.env.TEST_DATABASE_URL) correr('postgres');
else
  process.stdout.write('\nTEST_DATABASE_URL no definida: se omiten las pruebas de API sobre PostgreSQL.\n');
