// Acknowledged writes to the embedded database survive `kill -9`: the real server runs as a child process on a
// temporary DATA_DIR and is killed with SIGKILL right after each 2xx reply, then restarted on the same folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registrarSecreto } from '../registro-de-pruebas';
import { arrancarServidor, detenerTodos, pedir } from '../servidor-hijo';
import { segunNivel } from '../nivel';

const ADMIN = { email: 'admin.durable@prueba.pe', contrasena: 'Durable#Segura2026' };
// Every round is a start and a kill -9 of the real server: 20 in `npm test`, 3 in `test:rapido`.
const RONDAS = segunNivel(20, 3);
registrarSecreto(ADMIN.contrasena);

const dataDir = mkdtempSync(path.join(tmpdir(), 'descanso-kill9-'));
afterAll(async () => {
  await detenerTodos();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.contrasena,
  APP_TODAY: '2025-06-15',
};

const usuarioDeLaRonda = (ronda: number, departamentoId: number) => ({
  nombres: `Durable${ronda}`,
  apellidoPaterno: 'Quispe',
  apellidoMaterno: 'Mamani',
  dni: String(71_000_000 + ronda),
  email: `durable${ronda}@prueba.pe`,
  empresa: 'Empresa de Pruebas',
  departamentoId,
  roles: ['Empleado'],
});

// Only the embedded database keeps its files in this process's hands; PostgreSQL has its own crash safety.
describe.skipIf(inject('motorPruebas') !== 'pglite')('base embebida ante kill -9', () => {
  it(`${RONDAS} veces seguidas, lo confirmado con 2xx antes de kill -9 (sesión y usuario creado) sigue ahí al reiniciar`, async () => {
    let anterior: { token: string; id: number; email: string } | undefined;
    for (let ronda = 1; ronda <= RONDAS + 1; ronda++) {
      const servidor = await arrancarServidor({ env, etiqueta: 'kill9' });
      const { url } = servidor;
      if (anterior) {
        // The session written by the previous login and the user created just before the kill.
        const yo = await pedir(url, 'GET', '/api/account/me', { token: anterior.token });
        expect(yo.status, `ronda ${ronda}: la sesión anterior no sobrevivió`).toBe(200);
        const u = await pedir(url, 'GET', `/api/usuarios-admin/${anterior.id}`, { token: anterior.token });
        expect(u.status, `ronda ${ronda}: el usuario ${anterior.email} no sobrevivió`).toBe(200);
        expect(u.cuerpo.email).toBe(anterior.email);
      }
      if (ronda > RONDAS) {
        await servidor.detener('SIGTERM');
        break;
      }
      const login = await pedir(url, 'POST', '/api/account/login', {
        cuerpo: { username: ADMIN.email, password: ADMIN.contrasena },
      });
      expect(login.status).toBe(200);
      const token = login.cuerpo.token as string;
      const departamentos = await pedir<{ id: number }[]>(
        url,
        'GET',
        '/api/usuarios-admin/dropdowns/departamentos',
        {
          token,
        },
      );
      const nuevo = usuarioDeLaRonda(ronda, departamentos.cuerpo[0]!.id);
      const creado = await pedir(url, 'POST', '/api/usuarios-admin', { token, cuerpo: nuevo });
      expect(creado.status, JSON.stringify(creado.cuerpo)).toBe(200);
      // No graceful shutdown: the process dies the moment the reply is in.
      await servidor.detener('SIGKILL');
      anterior = { token, id: creado.cuerpo.id as number, email: nuevo.email };
    }
  }, 240_000);
});
