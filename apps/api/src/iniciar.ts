// `npm run start:servidor` starts this file with the embedded database's Node.js options (ADR 057). V8 fixes the
// size of the young generation when a process starts, and the right size depends on the database. On the embedded
// one this process is the server. On PostgreSQL it runs the server in a child process with PostgreSQL's options,
// passes signals on to it and exits as it does.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { motorDelEntorno, OPCIONES_NODE } from './opciones-node';

// Built next to this file (scripts/build.mjs).
const servidor = new URL('./server.js', import.meta.url);

if (motorDelEntorno(process.env) === 'pglite') {
  await import(servidor.href);
} else {
  // This process's own options first (an --inspect, say), PostgreSQL's after them: for V8 the last one wins.
  const hijo = spawn(
    process.execPath,
    [...process.execArgv, ...OPCIONES_NODE.postgres, fileURLToPath(servidor)],
    // The IPC channel tells the server when this process is gone, even killed with SIGKILL (server.ts).
    { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
  );
  // Ctrl+C reaches both processes, a supervisor's SIGTERM perhaps only this one: the server stops once either way.
  for (const senal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(senal, () => hijo.kill(senal));
  hijo.on('error', (error) => {
    process.stderr.write(`Error al iniciar Descanso: ${error.message}\n`);
    process.exit(1);
  });
  // Killed by a signal: 128 + its number, as a shell reports it, so that a supervisor sees the failure.
  hijo.on('exit', (codigo, senal) => process.exit(codigo ?? 128 + (senal ? constants.signals[senal] : 0)));
}
