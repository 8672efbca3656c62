ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "dias_solicitados_originales" integer;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "fecha_fin_solicitada" date;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "interrumpido_por_id" integer;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "motivo_interrupcion" text;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "fecha_interrupcion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "orden_imputacion" varchar(12) DEFAULT 'FIFO' NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_interrumpido_por_id_usuarios_id_fk" FOREIGN KEY ("interrumpido_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_pendientes_inicio_idx" ON "solicitudes_vacaciones" USING btree ("fecha_inicio") WHERE "solicitudes_vacaciones"."estado" = 'Pendiente';--> statement-breakpoint
INSERT INTO "permisos" ("nombre", "codigo", "descripcion", "modulo", "activo", "es_sistema") VALUES ('Configuración de la empresa', 'ADMIN-CONFIGURACION-MENU', 'Ver y cambiar la configuración de la empresa (orden de imputación de los días)', 'Administración', true, true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id") SELECT r."id", p."id" FROM "roles" r JOIN "permisos" p ON p."codigo" = 'ADMIN-CONFIGURACION-MENU' WHERE r."nombre" = 'Admin' AND r."es_sistema" ON CONFLICT DO NOTHING;
