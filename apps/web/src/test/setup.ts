import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { StyleSheet } from '@emotion/sheet';
import { afterEach } from 'vitest';
import { fijarContextoNegocio } from '../utils/negocio';

// The server's business zone (the shell sets it from GET /api/empresa/contexto); "today" from the clock in it.
const contextoPorDefecto = () => fijarContextoNegocio({ zonaHoraria: 'America/Lima', hoy: null });
contextoPorDefecto();

// Lazy pages load their chunk before rendering; on a busy 2-core machine that can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Emotion outside production adds one <style> element per rule, and jsdom's getComputedStyle, which Testing Library
// calls to decide what is visible, walks every sheet: a long file reached 600 of them. The production mode (one sheet,
// insertRule) keeps what the styles are and cut that file's time by a fifth. `isSpeedy` must be set before the
// sheet's first rule.
const insertarRegla = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function (
  this: StyleSheet & { ctr: number; isSpeedy: boolean },
  regla: string,
) {
  if (this.ctr === 0) this.isSpeedy = true;
  insertarRegla.call(this, regla);
};

// Testing Library only auto-cleans when test globals are on; they are not in this workspace.
afterEach(() => {
  cleanup();
  contextoPorDefecto();
  localStorage.clear();
  sessionStorage.clear();
});
