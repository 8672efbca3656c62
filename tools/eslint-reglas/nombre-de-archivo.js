import path from 'node:path';

// Every dot-separated part in kebab-case: 'usuarios.service.ts', 'playwright.config.ts', 'vite-env.d.ts'.
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** Whether a file name follows the house kebab-case rule. */
export const esKebab = (nombre) => KEBAB.test(nombre);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Nombres de archivo en kebab-case, también pruebas y configuración (ADR 019)' },
    schema: [],
    messages: {
      nombre: 'El nombre de archivo «{{nombre}}» no está en kebab-case (p. ej. «mi-archivo.test.ts»).',
    },
  },
  create(context) {
    return {
      Program(n) {
        const nombre = path.basename(context.filename);
        if (!esKebab(nombre)) context.report({ node: n, messageId: 'nombre', data: { nombre } });
      },
    };
  },
};
