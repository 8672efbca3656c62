export { PaginaConfiguracionInicial } from './components/pagina-configuracion-inicial';
