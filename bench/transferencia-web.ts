// What a browser downloads to show /login the first time (cold cache) and on a second visit (warm), as
// bytes actually on the wire (compressed body + headers, Chrome DevTools Protocol `encodedDataLength`), measured in
// headless Chromium. Printed by `npm run bench`; not a timed assertion.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

export interface Visita {
  /** Bytes received over the network for the whole page (every response, headers included). */
  bytes: number;
  /** Responses whose body came over the network again (not from the browser cache, not a 304). */
  descargados: string[];
  /** Responses revalidated with a 304 (headers only). */
  revalidados: number;
  /** Responses served from the browser's cache without asking the server. */
  deCache: number;
}

export interface TransferenciaLogin {
  fria: Visita;
  tibia: Visita;
}

/** Loads `${urlBase}/login` twice in one browser profile and reports each visit's network use. */
export async function medirTransferenciaLogin(urlBase: string): Promise<TransferenciaLogin> {
  const navegador = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const contexto = await navegador.newContext({ locale: 'es-PE' });
    const pagina = await contexto.newPage();
    const cdp = await contexto.newCDPSession(pagina);
    await cdp.send('Network.enable');
    let visita: Visita & { urls: Map<string, { url: string; status: number; cache: boolean }> };
    const nueva = () => ({ bytes: 0, descargados: [], revalidados: 0, deCache: 0, urls: new Map() });
    cdp.on('Network.responseReceived', (e) => {
      const previo = visita.urls.get(e.requestId);
      visita.urls.set(e.requestId, {
        url: e.response.url,
        // ExtraInfo may arrive first; its wire status wins.
        status: previo?.status ?? e.response.status,
        cache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache),
      });
    });
    // The status on the wire: a revalidated response is reported to the page as the cached 200, here as 304.
    cdp.on('Network.responseReceivedExtraInfo', (e) => {
      const r = visita.urls.get(e.requestId);
      if (r) r.status = e.statusCode;
      else visita.urls.set(e.requestId, { url: '', status: e.statusCode, cache: false });
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = visita.urls.get(e.requestId);
      if (r) r.cache = true;
    });
    cdp.on('Network.loadingFinished', (e) => {
      visita.bytes += e.encodedDataLength;
      const r = visita.urls.get(e.requestId);
      if (!r) return;
      if (r.cache || e.encodedDataLength === 0) visita.deCache++;
      else if (r.status === 304) visita.revalidados++;
      else visita.descargados.push(new URL(r.url).pathname);
    });
    const visitar = async (): Promise<Visita> => {
      visita = nueva();
      await pagina.goto(`${urlBase}/login`, { waitUntil: 'networkidle' });
      await pagina.getByRole('button', { name: 'Login' }).waitFor();
      const { urls: _urls, ...resultado } = visita;
      return resultado;
    };
    const fria = await visitar();
    const tibia = await visitar();
    return { fria, tibia };
  } finally {
    await navegador.close();
  }
}
