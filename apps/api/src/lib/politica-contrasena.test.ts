import { describe, expect, it } from 'vitest';
import { MENSAJES_POLITICA, problemasDeContrasena, type PersonaContrasena } from './politica-contrasena';

const persona: PersonaContrasena = {
  nombres: 'José María',
  apellidoPaterno: 'Ñahui',
  apellidoMaterno: 'De la Cruz',
  email: 'jm.nahui@empresa.pe',
};

describe('problemasDeContrasena (ADR 007)', async () => {
  it('acepta una frase de cuatro palabras en minúsculas, sin números ni símbolos', async () => {
    expect(await problemasDeContrasena('caballo naranja sobre puente', persona)).toEqual([]);
    expect(await problemasDeContrasena('tortuga azul salta lejos', persona)).toEqual([]);
  });

  it('no exige mayúsculas, números ni símbolos: solo 12 caracteres', async () => {
    expect(await problemasDeContrasena('corta', persona)).toContain(MENSAJES_POLITICA.longitud);
    expect(await problemasDeContrasena('girasolesdelviernesrojos', persona)).toEqual([]);
  });

  it('rechaza contraseñas comunes o filtradas, también en español', async () => {
    for (const comun of [
      'contraseña123456',
      'password1234',
      '123456789012',
      'qwertyuiop123',
      'Contraseña123',
    ]) {
      expect(await problemasDeContrasena(comun, persona), comun).toContain(MENSAJES_POLITICA.comun);
    }
  });

  it('rechaza el nombre o un apellido (partes de 3 letras o más), sin distinguir mayúsculas ni tildes', async () => {
    for (const p of [
      'mi JOSE favorito del mar',
      'soy maria y camino lejos',
      'familia NAHUI en la sierra',
      'cruz del sur brillante',
    ]) {
      expect(await problemasDeContrasena(p, persona), p).toContain(MENSAJES_POLITICA.nombre);
    }
    // 'De' and 'la' are too short to count as a name part.
    expect(await problemasDeContrasena('de la mañana cantan gallos', persona)).not.toContain(
      MENSAJES_POLITICA.nombre,
    );
  });

  it('rechaza el email o su parte local', async () => {
    expect(await problemasDeContrasena('jm.nahui@empresa.pe!!', persona)).toContain(MENSAJES_POLITICA.email);
    expect(await problemasDeContrasena('hola JM.NAHUI violeta', persona)).toContain(MENSAJES_POLITICA.email);
  });
});
