CREATE TABLE "documentos_emitidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(14) NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"solicitud_id" integer,
	"usuario_id" integer NOT NULL,
	"emitido_por_id" integer,
	"fecha_emision" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_emitidos_tipo_ck" CHECK ("documentos_emitidos"."tipo" in ('PAPELETA', 'ACUERDO_FRACCIONAMIENTO', 'ACUERDO_ADELANTO', 'KARDEX'))
);
--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_solicitud_id_solicitudes_vacaciones_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_vacaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_emitido_por_id_usuarios_id_fk" FOREIGN KEY ("emitido_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_emitidos_codigo_uq" ON "documentos_emitidos" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_emitidos_solicitud_tipo_uq" ON "documentos_emitidos" USING btree ("solicitud_id","tipo") WHERE "documentos_emitidos"."solicitud_id" IS NOT NULL;--> statement-breakpoint
-- Reports get their own menu and page permissions (issue 18, ADR 038). Admin holds every permission; the system role
-- Jefe gets them too, because a manager reads the statement and the statistics of their own team.
INSERT INTO "permisos" ("nombre", "codigo", "descripcion", "modulo", "activo", "es_sistema") VALUES ('Reportes', 'REPORTES-MENU', 'Acceso al grupo de reportes', 'Reportes', true, true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "permisos" ("nombre", "codigo", "descripcion", "modulo", "activo", "es_sistema") VALUES ('Vacaciones por Usuario', 'REPORTE-VACACIONES-USUARIO-MENU', 'Ver y descargar el kardex vacacional de una persona (un jefe: de su equipo)', 'Reportes', true, true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "permisos" ("nombre", "codigo", "descripcion", "modulo", "activo", "es_sistema") VALUES ('Estadísticas', 'REPORTE-ESTADISTICAS-MENU', 'Ver las estadísticas de vacaciones de la empresa (un jefe: de su equipo)', 'Reportes', true, true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id") SELECT r."id", p."id" FROM "roles" r JOIN "permisos" p ON p."codigo" IN ('REPORTES-MENU', 'REPORTE-VACACIONES-USUARIO-MENU', 'REPORTE-ESTADISTICAS-MENU') WHERE r."nombre" IN ('Admin', 'Jefe') AND r."es_sistema" ON CONFLICT DO NOTHING;
