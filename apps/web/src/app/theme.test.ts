import { afterEach, describe, expect, it, vi } from 'vitest';

// The theme reads the system preference once, when its module loads: each test loads it anew.
async function temaCon(menosMovimiento: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (consulta: string) => ({
    matches: menosMovimiento && consulta === '(prefers-reduced-motion: reduce)',
    media: consulta,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  return (await import('./theme')).theme;
}

describe('tema y movimiento', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sin preferencia del sistema, las transiciones y las ondas son las de MUI', async () => {
    const tema = await temaCon(false);
    expect(tema.transitions.duration.standard).toBeGreaterThan(0);
    expect(tema.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('con «reducir movimiento», ninguna transición dura y los botones no hacen onda', async () => {
    const tema = await temaCon(true);
    expect(Object.values(tema.transitions.duration).every((d) => d === 0)).toBe(true);
    expect(tema.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(JSON.stringify(tema.components?.MuiCssBaseline?.styleOverrides)).toContain('animationDuration');
  });
});
