/**
 * A text cell that a spreadsheet program could take for a formula ('=', '+', '-', '@', tab, carriage return)
 * is prefixed with an apostrophe whenever the server writes it to a file again (OWASP: CSV/formula injection).
 */
export function neutralizarCelda(valor: string): string {
  return /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
}
