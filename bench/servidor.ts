import { OPCIONES_NODE, type Motor } from '../apps/api/src/opciones-node';

/**
 * The server process's arguments as `npm run start:servidor` runs it on `motor` (ADR 057): on the embedded database
 * iniciar.js is the server itself; on PostgreSQL it starts server.js in a child with these options. The bench starts
 * server.js directly with the same options, so that the process it measures (CPU, memory) is the server.
 */
export const argumentosServidor = (motor: Motor) => [...OPCIONES_NODE[motor], 'apps/api/dist/server.js'];
