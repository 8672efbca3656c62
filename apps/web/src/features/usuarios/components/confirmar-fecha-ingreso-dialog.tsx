import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCifrasPeriodo, TVistaPreviaFechaIngresoRespuesta } from '@app/contract/usuarios';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatearFecha, formatearNumero } from '../../../utils/formato';

const COLUMNAS: { campo: keyof TCifrasPeriodo; etiqueta: string }[] = [
  { campo: 'vencidas', etiqueta: 'Vencidas' },
  { campo: 'pendientes', etiqueta: 'Pendientes' },
  { campo: 'truncas', etiqueta: 'Truncas' },
  { campo: 'diasLibres', etiqueta: 'Días libres' },
  { campo: 'diasBloque', etiqueta: 'Días en bloque' },
];

const periodo = (c: TCifrasPeriodo | null) =>
  c ? `${c.periodo} (${formatearFecha(c.inicio)} – ${formatearFecha(c.fin)})` : 'No existe';
const dias = (c: TCifrasPeriodo | null, campo: keyof TCifrasPeriodo) =>
  c ? formatearNumero(c[campo] as number) : '-';

interface Props {
  /** The preview to confirm; the dialog is closed without one. */
  vista: TVistaPreviaFechaIngresoRespuesta | null;
  onConfirmar: () => void;
  onCancelar: () => void;
}

/**
 * Before a hire-date edit is saved, every vacation period whose figures change, before → after.
 * The days already taken stay with the service year they were taken against (ADR 015).
 */
export function ConfirmarFechaIngresoDialog({ vista, onConfirmar, onCancelar }: Props) {
  return (
    <ConfirmDialog
      open={vista !== null}
      title="Confirmar cambio de fecha de ingreso"
      confirmLabel="Confirmar cambio"
      confirmColor="warning"
      onConfirm={onConfirmar}
      onCancel={onCancelar}
      content={
        vista && (
          <Stack spacing={2}>
            <Typography>
              {`La fecha de ingreso pasa del ${formatearFecha(vista.fechaIngresoActual)} al ${formatearFecha(vista.fechaIngresoNueva)}. Cambian los saldos de estos períodos (antes → después); los días ya tomados se quedan en el año de servicio contra el que se tomaron.`}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Períodos que cambian">
                <TableHead>
                  <TableRow>
                    <TableCell>Período</TableCell>
                    {COLUMNAS.map((c) => (
                      <TableCell key={c.campo} align="right">
                        {c.etiqueta}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {vista.periodos.map((p) => (
                    <TableRow key={`${p.antes?.inicio ?? ''}-${p.despues?.inicio ?? ''}`}>
                      <TableCell>{`${periodo(p.antes)} → ${periodo(p.despues)}`}</TableCell>
                      {COLUMNAS.map((c) => (
                        <TableCell key={c.campo} align="right">
                          {`${dias(p.antes, c.campo)} → ${dias(p.despues, c.campo)}`}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Stack>
        )
      }
    />
  );
}
