import { useState } from 'react';
import { useConfirmarDescarte } from './confirmar-descarte';

interface Opciones {
  abierto: boolean;
  /** Whether unsaved changes are worth asking about (never in read-only view). */
  descartable: boolean;
  /** Completes "Se perderán …" in the discard question. */
  queSePierde: string;
  onCerrar: () => void;
}

/**
 * The open/close life of a form panel or dialog: the form reports `setOcupado`/`setSucio`; `cerrar` is refused while
 * saving and asks first when there are unsaved changes. The content stays mounted while the panel slides or fades
 * out (call `desmontar` when that ends) and starts afresh at the next opening. Render `dialogoDescarte` inside it.
 */
export function useCierreFormulario({ abierto, descartable, queSePierde, onCerrar }: Opciones) {
  const [ocupado, setOcupado] = useState(false);
  const [sucio, setSucio] = useState(false);
  const [montado, setMontado] = useState(abierto);
  if (abierto && !montado) setMontado(true);
  const descarte = useConfirmarDescarte(sucio && descartable, queSePierde);
  const cerrar = () => {
    if (ocupado) return;
    descarte.intentarCerrar(onCerrar);
  };
  return {
    ocupado,
    setOcupado,
    setSucio,
    montado,
    desmontar: () => setMontado(false),
    cerrar,
    dialogoDescarte: descarte.dialogo,
  };
}

export type CierreFormulario = ReturnType<typeof useCierreFormulario>;
