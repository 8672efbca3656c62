// The data version is bumped by triggers on every change balances depend on (migration 0001) and read with the
// session on every request (auth.repository.ts).
/**
 * A small in-process cache whose entries are valid only for the data version they were computed at, so a
 * change committed by any process sharing the database invalidates them on the next read.
 */
export function crearCacheVersionada<T>(maximo = 64) {
  const entradas = new Map<string, { version: number; valor: T }>();
  return {
    obtener(clave: string, version: number): T | undefined {
      const e = this.ultima(clave);
      return e?.version === version ? e.valor : undefined;
    },
    /** The entry at whatever version, to ask the database whether its version still holds. */
    ultima(clave: string): { version: number; valor: T } | undefined {
      const e = entradas.get(clave);
      if (e) {
        // Most recently used goes last, so the oldest is evicted first.
        entradas.delete(clave);
        entradas.set(clave, e);
      }
      return e;
    },
    guardar(clave: string, version: number, valor: T) {
      entradas.delete(clave);
      entradas.set(clave, { version, valor });
      while (entradas.size > maximo) entradas.delete(entradas.keys().next().value as string);
    },
  };
}

export type CacheVersionada<T> = ReturnType<typeof crearCacheVersionada<T>>;
