/** The session token lives in localStorage (docs/producto.md, «Acceso y sesión») under this key. */
export const CLAVE_TOKEN = 'token';

export const obtenerToken = (): string | null => {
  try {
    return localStorage.getItem(CLAVE_TOKEN);
  } catch {
    return null;
  }
};

export const guardarToken = (token: string) => localStorage.setItem(CLAVE_TOKEN, token);

export const borrarToken = () => {
  try {
    localStorage.removeItem(CLAVE_TOKEN);
  } catch {
    // storage unavailable: nothing to clear
  }
};
