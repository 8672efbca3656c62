import { deflateSync } from 'node:zlib';

const CRC = Array.from({ length: 256 }, (_v, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const byte of b) c = CRC[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const trozo = (tipo: string, datos: Buffer) => {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
};

/** A real 2×2 PNG (RGB) of the given colour: tests upload it as a logo. */
export function pngDePrueba(rgb: [number, number, number] = [21, 101, 192]): Buffer {
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(2, 0);
  cabecera.writeUInt32BE(2, 4);
  cabecera.set([8, 2, 0, 0, 0], 8);
  const fila = Buffer.from([0, ...rgb, ...rgb]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', cabecera),
    trozo('IDAT', deflateSync(Buffer.concat([fila, fila]))),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

/** The multipart body of a logo upload (field `logo`), for app.inject. */
export function formularioLogo(bytes: Buffer, nombre = 'logo.png', tipo = 'image/png') {
  const limite = `----descanso${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="logo"; filename="${nombre}"\r\nContent-Type: ${tipo}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}
