-- Closed vocabularies (issue 14): each status or kind column accepts only the values of its list in the contract.
-- If an existing row holds another value, ADD CONSTRAINT fails, the migration rolls back and the server does not
-- start: the row must be corrected first (nothing is rewritten silently).
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_estado_ck" CHECK ("estado" in ('Pendiente', 'Aprobada', 'Rechazada', 'Cancelada'));--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_tipo_vacaciones_ck" CHECK ("tipo_vacaciones" in ('libres', 'bloque'));--> statement-breakpoint
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_estado_ck" CHECK ("estado" in ('EN_PROCESO', 'VALIDADO', 'CON_ERRORES', 'RECHAZADO', 'COMPLETADO', 'PARCIAL', 'FALLIDO', 'CANCELADO'));--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD CONSTRAINT "configuracion_empresa_regimen_ck" CHECK ("regimen" in ('GENERAL', 'MYPE'));--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD CONSTRAINT "configuracion_empresa_tope_adelanto_ck" CHECK ("tope_adelanto" in ('ACCRUED', 'FULL'));--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD CONSTRAINT "configuracion_empresa_orden_imputacion_ck" CHECK ("orden_imputacion" in ('FIFO', 'EXPIRY_FIRST'));--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_severidad_ck" CHECK ("severidad" in ('INFO', 'WARNING', 'ERROR', 'SECURITY', 'CRITICAL'));--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_esquema_contrasena_ck" CHECK ("esquema_contrasena" in ('argon2id', 'sha256-temp', 'sha256-temp-usada'));
