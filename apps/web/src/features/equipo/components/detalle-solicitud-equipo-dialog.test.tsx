import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { detalleSolicitudDePrueba, solicitudDePrueba } from '../../../testing/datos-prueba';
import { ContenidoDetalleSolicitud } from './detalle-solicitud-equipo-dialog';

const detalle = detalleSolicitudDePrueba(
  solicitudDePrueba(12, {
    tipoVacaciones: 'bloque',
    fechaInicio: '2027-03-01',
    fechaFin: '2027-03-07',
    diasSolicitados: 7,
    nombreSolicitante: 'Karina Mamani Castillo',
  }),
  { emailSolicitante: 'karina@descanso.pe' },
);

const valorDe = (etiqueta: string) => screen.getByText(etiqueta, { selector: 'dt' }).nextElementSibling;

describe('ContenidoDetalleSolicitud', () => {
  it('una solicitud sin gestionar: aprobador «Pendiente de gestión», fecha de gestión «Pendiente» y sin textos', () => {
    render(<ContenidoDetalleSolicitud detalle={detalle} />);
    expect(valorDe('Solicitante')).toHaveTextContent('Karina Mamani Castillo');
    expect(valorDe('Email')).toHaveTextContent('karina@descanso.pe');
    expect(valorDe('Jefe directo')).toHaveTextContent('Jorge Ramírez Salazar');
    expect(valorDe('Período')).toHaveTextContent('2025');
    expect(valorDe('Tipo de vacaciones')).toHaveTextContent('Bloque');
    expect(valorDe('Días solicitados')).toHaveTextContent('7');
    expect(valorDe('Estado')).toHaveTextContent('Pendiente');
    expect(valorDe('Aprobador')).toHaveTextContent('Pendiente de gestión');
    expect(valorDe('Fecha de solicitud')).toHaveTextContent('20/11/2026, 09:00');
    expect(valorDe('Fecha de inicio')).toHaveTextContent('01/03/2027');
    expect(valorDe('Fecha de fin')).toHaveTextContent('07/03/2027');
    expect(valorDe('Fecha de gestión')).toHaveTextContent('Pendiente');
    expect(screen.getByText('No hay observaciones ni comentarios para esta solicitud')).toBeInTheDocument();
  });

  it('una solicitud gestionada muestra aprobador, fecha, observaciones y comentarios del aprobador', () => {
    render(
      <ContenidoDetalleSolicitud
        detalle={{
          ...detalle,
          estado: 'Rechazada',
          nombreAprobador: 'Jorge Ramírez Salazar',
          fechaAprobacion: '2026-11-21T15:30:00.000Z',
          observaciones: 'Viaje familiar',
          comentarios: 'Cierre contable esa semana',
        }}
      />,
    );
    expect(valorDe('Aprobador')).toHaveTextContent('Jorge Ramírez Salazar');
    expect(valorDe('Fecha de gestión')).toHaveTextContent('21/11/2026, 10:30');
    expect(screen.getByRole('heading', { name: 'Observaciones del solicitante' })).toBeInTheDocument();
    expect(screen.getByText('Viaje familiar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentarios del aprobador' })).toBeInTheDocument();
    expect(screen.getByText('Cierre contable esa semana')).toBeInTheDocument();
    expect(screen.queryByText('No hay observaciones ni comentarios para esta solicitud')).toBeNull();
  });

  it('una solicitud interrumpida muestra lo solicitado, el descanso real, quién la interrumpió y el motivo', () => {
    render(
      <ContenidoDetalleSolicitud
        detalle={{
          ...detalle,
          estado: 'Aprobada',
          fechaFin: '2027-03-04',
          diasSolicitados: 4,
          fechaFinSolicitada: '2027-03-07',
          diasSolicitadosOriginales: 7,
          motivoInterrupcion: 'Cierre contable',
          fechaInterrupcion: '2027-03-04T15:00:00.000Z',
          nombreInterrumpidoPor: 'Jorge Ramírez Salazar',
        }}
      />,
    );
    expect(
      screen.getByText(
        /Interrumpida por Jorge Ramírez Salazar el 04\/03\/2027.*Solicitado: del 01\/03\/2027 al 07\/03\/2027 \(7 días\)\. Descanso real: del 01\/03\/2027 al 04\/03\/2027 \(4 días\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Motivo de la interrupción')).toBeInTheDocument();
    expect(screen.getByText('Cierre contable')).toBeInTheDocument();
  });
});
