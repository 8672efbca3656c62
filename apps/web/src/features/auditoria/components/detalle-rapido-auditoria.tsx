import Button from '@mui/material/Button';
import { etiquetaAccion, type TAuditoriaRegistro } from '@app/contract/auditoria';
import { DialogoLectura } from '../../../components/dialogo-lectura';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { formatearFechaAuditoria, nombreEjecutor } from '../utils/formato-auditoria';
import { ListaCambios } from './cambios-auditoria';
import { SeveridadChip } from './severidad-chip';

interface Props {
  abierto: boolean;
  /** Kept while the dialog fades out. */
  registro: TAuditoriaRegistro | null;
  onCerrar: () => void;
  /** When given, a 'Ver detalle completo' button hands the record over. */
  onVerDetalleCompleto?: ((registro: TAuditoriaRegistro) => void) | undefined;
}

/**
 * Quick detail of one audit record (docs/producto.md, «Auditoría»): action, user, affected user, date, reason, IP;
 * then what changed, field by field in Spanish with before → after.
 */
export function DetalleRapidoAuditoria({ abierto, registro, onCerrar, onVerDetalleCompleto }: Props) {
  return (
    <DialogoLectura
      abierto={abierto && registro !== null}
      titulo="Detalle de la acción"
      onCerrar={onCerrar}
      cerrarDestacado
      acciones={
        registro &&
        onVerDetalleCompleto && (
          <Button
            onClick={() => {
              onVerDetalleCompleto(registro);
              onCerrar();
            }}
          >
            Ver detalle completo
          </Button>
        )
      }
    >
      {registro && (
        <>
          <ListaDatos>
            <Dato etiqueta="Acción">{registro.mensajeCorto}</Dato>
            <Dato etiqueta="Tipo de acción">{etiquetaAccion(registro.tipoAccion)}</Dato>
            <Dato etiqueta="Usuario">{nombreEjecutor(registro.usuarioEjecutorNombre)}</Dato>
            <Dato etiqueta="Usuario afectado">{registro.usuarioAfectadoNombre || '-'}</Dato>
            <Dato etiqueta="Fecha y Hora">{formatearFechaAuditoria(registro.fechaHora)}</Dato>
            <Dato etiqueta="Motivo">{registro.motivo || '-'}</Dato>
            <Dato etiqueta="IP">{registro.ipAddress || '-'}</Dato>
            <Dato etiqueta="Severidad">
              <SeveridadChip severidad={registro.severidad} />
            </Dato>
          </ListaDatos>
          <ListaCambios cambios={registro.cambios} />
        </>
      )}
    </DialogoLectura>
  );
}
