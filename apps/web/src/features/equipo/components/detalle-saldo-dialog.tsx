import Alert from '@mui/material/Alert';
import type { TSaldoEquipo } from '@app/contract/equipo';
import { DialogoLectura } from '../../../components/dialogo-lectura';
import { DatoApilado as Dato, RejillaDatos } from '../../../components/form/dato';
import { useUltimoValor } from '../../../lib/use-ultimo-valor';
import { formatearNumero } from '../../../utils/formato';
import { DiasVencidas } from './tabla-saldos-equipo';

export const SALDO_NO_ENCONTRADO = 'Saldo no encontrado';

const ESTADOS_PERIODO: Record<TSaldoEquipo['estadoPeriodo'], string> = {
  CURSO: 'En curso',
  PENDIENTE: 'Pendiente de goce',
  VENCIDA: 'Vencido',
};

/** A balance is looked up by id among the rows loaded; undefined when it is not there. */
export const buscarSaldo = (saldos: readonly TSaldoEquipo[], id: string | null) =>
  id === null ? undefined : saldos.find((s) => s.id === id);

interface Props {
  /** The balance to show ('12-2025'); null closes the dialog. */
  saldoId: string | null;
  /** The rows currently loaded. */
  saldos: readonly TSaldoEquipo[];
  onCerrar: () => void;
}

/** A small read-only panel with one balance row; 'Saldo no encontrado' when the id is not in the list. */
export function DetalleSaldoDialog({ saldoId, saldos, onCerrar }: Props) {
  const saldo = buscarSaldo(saldos, useUltimoValor(saldoId));

  return (
    <DialogoLectura
      abierto={saldoId !== null}
      titulo="Detalle del saldo"
      onCerrar={onCerrar}
      maxWidth="xs"
      divisores
      enfocable
    >
      {saldo ? (
        <RejillaDatos columnas="repeat(2, 1fr)" espacio={1.5}>
          <Dato etiqueta="Empleado" ancho>
            {saldo.nombreEmpleado}
          </Dato>
          <Dato etiqueta="Email" ancho>
            {saldo.email}
          </Dato>
          <Dato etiqueta="Período">{saldo.periodo}</Dato>
          <Dato etiqueta="Estado del período">{ESTADOS_PERIODO[saldo.estadoPeriodo]}</Dato>
          <Dato etiqueta="Vencidas">
            <DiasVencidas valor={saldo.diasVencidas} />
          </Dato>
          <Dato etiqueta="Pendientes">{formatearNumero(saldo.diasPendientes)}</Dato>
          <Dato etiqueta="Truncas">{formatearNumero(saldo.diasTruncas)}</Dato>
          <Dato etiqueta="Días Libres">{formatearNumero(saldo.diasLibres)}</Dato>
          <Dato etiqueta="Días Bloque">{formatearNumero(saldo.diasBloque)}</Dato>
          <Dato etiqueta="Manager">{saldo.nombreManager || 'Sin asignar'}</Dato>
        </RejillaDatos>
      ) : (
        <Alert severity="warning">{SALDO_NO_ENCONTRADO}</Alert>
      )}
    </DialogoLectura>
  );
}
