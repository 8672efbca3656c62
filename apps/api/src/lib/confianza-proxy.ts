/** What TRUST_PROXY holds once parsed (config/env.ts): none, a hop count, or proxy addresses and CIDR ranges. */
export type ConfianzaProxy = boolean | number | string[];

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. Fastify 5 refuses a bare hop count (it treats it as "trust
 * nobody", because a count cannot check who the immediate peer is), so a count becomes the equivalent trust
 * function of proxy-addr: the socket peer and the next `n - 1` addresses of X-Forwarded-For are proxies, and the
 * client is the address right before them. That is only safe when the proxy is the sole way to reach the server;
 * an address list (e.g. `127.0.0.1`) trusts the header only when the peer is one of those proxies.
 */
export function confianzaEnProxy(
  valor: ConfianzaProxy | undefined,
): boolean | string[] | ((direccion: string, salto: number) => boolean) {
  if (typeof valor === 'number') {
    const saltos = valor;
    return (_direccion, salto) => salto < saltos;
  }
  return valor ?? false;
}
