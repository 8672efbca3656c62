CREATE FUNCTION "clave_orden_nombre"("nombre" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(lower(translate("nombre", 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÇÑáàäâãéèëêíìïîóòöôõúùüûç', 'AAAAAEEEEIIIIOOOOOUUUUCñaaaaaeeeeiiiiooooouuuuc')), 'ñ', 'n~')
$$;
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "clave_orden_nombre" text COLLATE "C" GENERATED ALWAYS AS (clave_orden_nombre("nombres" || ' ' || "apellido_paterno" || ' ' || "apellido_materno")) STORED;--> statement-breakpoint
CREATE INDEX "usuarios_clave_orden_nombre_idx" ON "usuarios" USING btree ("clave_orden_nombre" ASC NULLS LAST,"fecha_creacion" ASC NULLS FIRST,"id" ASC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "clave_orden_solicitante" text COLLATE "C" GENERATED ALWAYS AS (clave_orden_nombre("orden_solicitante")) STORED;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "clave_orden_jefe" text COLLATE "C" GENERATED ALWAYS AS (clave_orden_nombre("orden_jefe")) STORED;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "clave_orden_aprobador" text COLLATE "C" GENERATED ALWAYS AS (clave_orden_nombre("orden_aprobador")) STORED;--> statement-breakpoint
DROP INDEX "solicitudes_orden_solicitante_idx";--> statement-breakpoint
DROP INDEX "solicitudes_orden_jefe_idx";--> statement-breakpoint
DROP INDEX "solicitudes_orden_aprobador_idx";--> statement-breakpoint
CREATE INDEX "solicitudes_orden_solicitante_idx" ON "solicitudes_vacaciones" USING btree ("clave_orden_solicitante" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_jefe_idx" ON "solicitudes_vacaciones" USING btree ("clave_orden_jefe" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_aprobador_idx" ON "solicitudes_vacaciones" USING btree ("clave_orden_aprobador" DESC NULLS LAST,"id" DESC NULLS LAST);
