import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TSaldoEquipo } from '@app/contract/equipo';
import { buscarSaldo, DetalleSaldoDialog } from './detalle-saldo-dialog';

const saldo: TSaldoEquipo = {
  id: '4-2025',
  empleadoId: 4,
  nombreEmpleado: 'Elena Flores Huamán',
  email: 'empleado@descanso.pe',
  periodo: 2025,
  estadoPeriodo: 'PENDIENTE',
  diasVencidas: 0,
  diasPendientes: 30,
  diasTruncas: 0,
  diasLibres: 15.5,
  diasBloque: 15,
  nombreManager: null,
  fechaLimiteGoce: null,
  riesgoIndemnizacion: 'NINGUNO',
  truncasSinMesMinimo: false,
};

describe('detalle de un saldo', () => {
  it('buscarSaldo encuentra por id y devuelve undefined si no está', () => {
    expect(buscarSaldo([saldo], '4-2025')).toBe(saldo);
    expect(buscarSaldo([saldo], '4-2026')).toBeUndefined();
    expect(buscarSaldo([saldo], null)).toBeUndefined();
  });

  it('muestra el saldo con números es-ES y el manager vacío como Sin asignar', () => {
    render(<DetalleSaldoDialog saldoId="4-2025" saldos={[saldo]} onCerrar={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Detalle del saldo' })).toBeInTheDocument();
    expect(screen.getByText('Elena Flores Huamán')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de goce')).toBeInTheDocument();
    expect(screen.getByText('15.50')).toBeInTheDocument();
    expect(screen.getByText('Sin asignar')).toBeInTheDocument();
  });

  it('con un id que no está en la lista dice «Saldo no encontrado»', () => {
    render(<DetalleSaldoDialog saldoId="99-2025" saldos={[saldo]} onCerrar={vi.fn()} />);
    expect(screen.getByText('Saldo no encontrado')).toBeInTheDocument();
  });
});
