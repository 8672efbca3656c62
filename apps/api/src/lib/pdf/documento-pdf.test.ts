import { describe, expect, it } from 'vitest';
import { campos, crearPdf, firmas, parrafo, tabla, terminarPdf } from './documento-pdf';
import { textoDePdf } from './texto-pdf';

const base = {
  empresa: { nombreEmpresa: 'Andes Logística S.A.C.', ruc: '20123456789', logoPng: null },
  titulo: 'Papeleta de vacaciones',
  codigoVerificacion: '7KQM-4XHT-9PZA',
  urlVerificacion: 'http://localhost:3000/api/documentos/verificar/7KQM-4XHT-9PZA',
};

describe('documento PDF de la casa', () => {
  it('lleva empresa, RUC, título, campos, tabla, firmas y en cada página el código de verificación', async () => {
    const doc = await crearPdf(base);
    parrafo(doc, 'Conste por el presente documento que la señora Ñusta Pérez gozará de sus vacaciones.');
    campos(doc, [
      ['Empleado', 'Ñusta Pérez Quispe'],
      ['DNI', '45678912'],
    ]);
    tabla(
      doc,
      [
        { encabezado: 'Período', ancho: 0.5 },
        { encabezado: 'Días', ancho: 0.5, alinear: 'right' },
      ],
      Array.from({ length: 80 }, (_, i) => [`Período ${i + 1}`, String(i)]),
    );
    firmas(doc, [
      { nombre: 'Ñusta Pérez Quispe', cargo: 'Trabajadora' },
      { nombre: 'Jefe Demo', cargo: 'Empleador' },
    ]);
    const { paginas, texto } = await textoDePdf(await terminarPdf(doc));
    expect(paginas).toBeGreaterThan(1);
    for (const esperado of [
      'Andes Logística S.A.C.',
      'RUC 20123456789',
      'Papeleta de vacaciones',
      'Ñusta Pérez Quispe',
      'DNI: 45678912',
      'Período 80',
      'Trabajadora',
      'Empleador',
      `Página ${paginas} de ${paginas}`,
    ])
      expect(texto).toContain(esperado);
    expect(texto.split('Código de verificación: 7KQM-4XHT-9PZA')).toHaveLength(paginas + 1);
  });

  it('sin RUC lo dice y un logo ilegible no impide el documento', async () => {
    const doc = await crearPdf({
      ...base,
      empresa: { ...base.empresa, ruc: null, logoPng: Buffer.from('no es png') },
    });
    const { texto } = await textoDePdf(await terminarPdf(doc));
    expect(texto).toContain('RUC no registrado');
  });
});
