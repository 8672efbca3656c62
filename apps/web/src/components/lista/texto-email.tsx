import { Fragment } from 'react';

/**
 * An e-mail that may break only after '@' and '.' (a `<wbr>` there), never in the middle of a word: in a narrow
 * card 'ana.torres@descanso.pe' wraps as 'ana.torres@' / 'descanso.pe'.
 */
export function TextoEmail({ email }: { email: string }) {
  const partes = email.split(/(?<=[@.])/);
  return (
    <>
      {partes.map((parte, i) => (
        // The parts of one e-mail never reorder: the index is a stable key.
        <Fragment key={i}>
          {parte}
          {i < partes.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
