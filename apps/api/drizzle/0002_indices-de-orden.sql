DROP INDEX "solicitudes_fecha_inicio_idx";--> statement-breakpoint
DROP INDEX "solicitudes_estado_idx";--> statement-breakpoint
CREATE INDEX "solicitudes_orden_fecha_inicio_idx" ON "solicitudes_vacaciones" USING btree ("fecha_inicio" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_fecha_fin_idx" ON "solicitudes_vacaciones" USING btree ("fecha_fin" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_dias_idx" ON "solicitudes_vacaciones" USING btree ("dias_solicitados" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_estado_idx" ON "solicitudes_vacaciones" USING btree ("estado" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_periodo_idx" ON "solicitudes_vacaciones" USING btree ("periodo" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_tipo_idx" ON "solicitudes_vacaciones" USING btree ("tipo_vacaciones" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_fecha_aprobacion_idx" ON "solicitudes_vacaciones" USING btree ("fecha_aprobacion" DESC NULLS LAST,"id" DESC NULLS LAST);