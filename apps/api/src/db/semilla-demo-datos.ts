// The demo company's fixed material: departments, names and the seeded random sequence that picks among them.

export const DEPARTAMENTOS = [
  { codigo: 'GG', nombre: 'Gerencia General' },
  { codigo: 'RRHH', nombre: 'Recursos Humanos' },
  // A coverage limit, so the team calendar and the approval dialog have an overflow to show.
  { codigo: 'OPE', nombre: 'Operaciones', coberturaMaxima: 1, coberturaTipo: 'PERSONAS' as const },
  { codigo: 'TI', nombre: 'Tecnología' },
  { codigo: 'FIN', nombre: 'Finanzas' },
  { codigo: 'COM', nombre: 'Comercial' },
] as const;

export const NOMBRES = [
  'Lucía',
  'Miguel',
  'Rosa',
  'José',
  'Carmen',
  'Luis',
  'Patricia',
  'Juan',
  'María',
  'Diego',
  'Sofía',
  'Andrés',
  'Gabriela',
  'Ricardo',
  'Valeria',
  'Fernando',
  'Daniela',
  'Óscar',
  'Milagros',
  'César',
  'Claudia',
  'Raúl',
  'Fiorella',
  'Víctor',
  'Karina',
  'Martín',
  'Jimena',
  'Renzo',
  'Yesenia',
  'Gonzalo',
];
export const APELLIDOS = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rodríguez',
  'García',
  'Huamán',
  'Mamani',
  'Chávez',
  'Rojas',
  'Vásquez',
  'Torres',
  'Ramos',
  'Castillo',
  'Díaz',
  'Mendoza',
  'Espinoza',
  'Gutiérrez',
  'Paredes',
  'Salazar',
  'Núñez',
  'Cárdenas',
  'Córdova',
  'Ñahui',
  'Villanueva',
  'Aguilar',
];

/** Small deterministic PRNG so every fresh demo database is the same company. */
export function prng(semilla: number) {
  let s = semilla >>> 0;
  const siguiente = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    entre: (min: number, max: number) => min + Math.floor(siguiente() * (max - min + 1)),
    elegir: <T>(xs: readonly T[]) => xs[Math.floor(siguiente() * xs.length)]!,
    probabilidad: (p: number) => siguiente() < p,
  };
}

export interface PersonaDemo {
  clave: string;
  email?: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  depto: (typeof DEPARTAMENTOS)[number]['codigo'];
  jefe?: string;
  roles: string[];
  fechaIngreso: string;
}
