/**
 * Polls `leer` until `listo` holds, every `cadaMs`, for at most `ms`; past the deadline it fails saying what it
 * waited for (`que`, e.g. «que el correo llegue al servidor SMTP»), with the last value read.
 */
export async function esperarHasta<T>(
  que: string,
  leer: () => T | Promise<T>,
  listo: (v: T) => boolean = Boolean,
  { ms = 20_000, cadaMs = 50 }: { ms?: number; cadaMs?: number } = {},
): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const v = await leer();
    if (listo(v)) return v;
    if (Date.now() > limite) {
      const ultimo = JSON.stringify(v)?.slice(0, 300);
      throw new Error(`Esperé ${ms / 1000} s ${que}, sin éxito (último valor: ${ultimo})`);
    }
    await new Promise((r) => setTimeout(r, cadaMs));
  }
}
