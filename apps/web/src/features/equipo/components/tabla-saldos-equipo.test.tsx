import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paginacionDePrueba } from '../../../testing/datos-prueba';
import type { TSaldoEquipo } from '@app/contract/equipo';
import { DiasVencidas, TablaSaldosEquipo } from './tabla-saldos-equipo';

// MUI menus, selects and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const saldo: TSaldoEquipo = {
  id: '18-2024',
  empleadoId: 18,
  nombreEmpleado: 'Gonzalo Espinoza Córdova',
  email: 'gonzalo@descanso.pe',
  periodo: 2024,
  estadoPeriodo: 'VENCIDA',
  diasVencidas: 12345.5,
  diasPendientes: 0,
  diasTruncas: 5.083,
  diasLibres: 15,
  diasBloque: 8,
  nombreManager: null,
  fechaLimiteGoce: null,
  riesgoIndemnizacion: 'NINGUNO',
  truncasSinMesMinimo: false,
};

const renderTabla = (saldos: TSaldoEquipo[]) => {
  const onVerDetalle = vi.fn();
  render(
    <TablaSaldosEquipo
      saldos={saldos}
      paginacion={paginacionDePrueba(saldos.length, { sortBy: 'empleado' })}
      onVerDetalle={onVerDetalle}
    />,
  );
  return { onVerDetalle };
};

describe('TablaSaldosEquipo', { timeout: 30_000 }, () => {
  it('formatea los días en es-ES con dos decimales, el ID con # y el manager vacío como Sin asignar', () => {
    renderTabla([saldo]);
    const celdas = within(screen.getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(celdas).toEqual([
      '#18-2024',
      'Gonzalo Espinoza Córdovagonzalo@descanso.pe',
      '2024',
      '12,345.50',
      '0.00',
      '5.08',
      '15.00',
      '8.00',
      'Sin asignar',
      'Sin riesgo',
    ]);
  });

  it('Vencimiento: la fecha dd/mm/aaaa y el nivel en texto, no solo en color', () => {
    renderTabla([
      { ...saldo, fechaVencimiento: '2026-01-31', nivelRiesgo: 'VENCIDO' },
      { ...saldo, id: '18-2025', periodo: 2025, fechaVencimiento: '2027-01-31', nivelRiesgo: '30' },
    ]);
    const [, vencido, proximo] = screen.getAllByRole('row') as HTMLElement[];
    const ultima = (fila: HTMLElement) => within(fila).getAllByRole('cell').at(-1)!.textContent;
    expect(ultima(vencido!)).toBe('31/01/2026Vencido');
    expect(ultima(proximo!)).toBe('31/01/2027Vence en 30 días o menos');
    expect(screen.getByRole('columnheader', { name: 'Vencimiento' })).toBeInTheDocument();
  });

  it('Vencidas se pinta en rojo solo cuando es mayor que 0', () => {
    renderTabla([saldo, { ...saldo, id: '18-2025', periodo: 2025, diasVencidas: 0 }]);
    const [, conVencidas, sinVencidas] = screen.getAllByRole('row') as HTMLElement[];
    const rojo = within(conVencidas as HTMLElement).getByText('12,345.50');
    const normal = within(sinVencidas as HTMLElement).getByText('0.00', { selector: '[data-alerta], span' });
    expect(rojo).toHaveAttribute('data-alerta', 'true');
    expect(getComputedStyle(rojo).color).toBe('rgb(211, 47, 47)');
    expect(normal).not.toHaveAttribute('data-alerta');
    expect(getComputedStyle(normal).color).not.toBe('rgb(211, 47, 47)');
  });

  it('ofrece los tamaños de página 5, 10, 25 y 50 y ordena por las columnas', async () => {
    renderTabla([saldo]);
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('combobox', { name: 'Filas por página' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', '50']);
    await usuario.keyboard('{Escape}');
    for (const nombre of [
      'ID',
      'Empleado',
      'Período',
      'Vencidas',
      'Pendientes',
      'Truncas',
      'Días Libres',
      'Días Bloque',
      'Manager',
    ]) {
      expect(
        within(screen.getByRole('columnheader', { name: new RegExp(nombre) })).getByRole('button'),
      ).toBeInTheDocument();
    }
  });

  it('el nombre del empleado abre el detalle de ese saldo', async () => {
    const { onVerDetalle } = renderTabla([saldo]);
    await userEvent
      .setup()
      .click(
        screen.getByRole('button', { name: 'Ver detalle del saldo de Gonzalo Espinoza Córdova (2024)' }),
      );
    expect(onVerDetalle).toHaveBeenCalledWith('18-2024');
  });

  it('sin filas muestra el estado vacío propio de los saldos', () => {
    renderTabla([]);
    expect(screen.getByText('No hay saldos de vacaciones')).toBeInTheDocument();
    expect(
      screen.getByText('No se encontraron saldos de vacaciones para los filtros aplicados.'),
    ).toBeInTheDocument();
  });

  it('DiasVencidas con 0 no se resalta', () => {
    render(<DiasVencidas valor={0} />);
    expect(screen.getByText('0.00')).not.toHaveAttribute('data-alerta');
  });
});
