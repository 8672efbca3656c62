-- Issue 14: the audit screens filter by action, severity, module, executor and affected user, always newest first.
-- Each filter's index now ends with (fecha_hora, id) in the list's order, so a filtered page is read from the
-- index without sorting the matches (an import adds 10,000 rows at once).
DROP INDEX IF EXISTS "auditoria_modulo_fecha_idx";--> statement-breakpoint
CREATE INDEX "auditoria_modulo_fecha_idx" ON "auditoria" USING btree ("modulo","fecha_hora" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "auditoria_afectado_fecha_idx";--> statement-breakpoint
CREATE INDEX "auditoria_afectado_fecha_idx" ON "auditoria" USING btree ("usuario_afectado_id","fecha_hora" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "auditoria_ejecutor_fecha_idx";--> statement-breakpoint
CREATE INDEX "auditoria_ejecutor_fecha_idx" ON "auditoria" USING btree ("usuario_ejecutor_id","fecha_hora" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "auditoria_severidad_idx";--> statement-breakpoint
CREATE INDEX "auditoria_severidad_idx" ON "auditoria" USING btree ("severidad","fecha_hora" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "auditoria_tipo_accion_idx";--> statement-breakpoint
CREATE INDEX "auditoria_tipo_accion_idx" ON "auditoria" USING btree ("tipo_accion","fecha_hora" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Free text ("contains", case- and accent-insensitive) over the short message and the reason: a trigram index
-- answers LIKE '%…%' without reading the whole log. pg_trgm ships with PostgreSQL and with PGlite (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "auditoria_busqueda_trgm_idx" ON "auditoria" USING gin ((translate(lower("mensaje_corto" || ' ' || coalesce("motivo", '')), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) gin_trgm_ops);
