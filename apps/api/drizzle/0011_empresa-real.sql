CREATE TABLE "configuracion_inicial" (
	"id" integer PRIMARY KEY NOT NULL,
	"hash_token" varchar(64) NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_uso" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feriados" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"origen" varchar(10) NOT NULL,
	"creado_por_id" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_actualizacion" timestamp with time zone,
	CONSTRAINT "feriados_origen_ck" CHECK ("feriados"."origen" in ('NACIONAL', 'EMPRESA'))
);
--> statement-breakpoint
CREATE TABLE "feriados_precargados" (
	"anio" integer PRIMARY KEY NOT NULL,
	"fecha_carga" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departamentos" ADD COLUMN "jefe_area_id" integer;--> statement-breakpoint
ALTER TABLE "departamentos" ADD COLUMN "centro_costo" varchar(50);--> statement-breakpoint
ALTER TABLE "departamentos" ADD COLUMN "fecha_actualizacion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "regimen" varchar(10);--> statement-breakpoint
ALTER TABLE "periodos_record_no_cumplido" ADD COLUMN "motivo" varchar(500);--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "razon_social" varchar(200);--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "ruc" varchar(11);--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "logo_base64" text;--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "logo_tipo" varchar(20);--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "logo_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "zona_horaria" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "feriados_fecha_uq" ON "feriados" USING btree ("fecha");--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_jefe_area_id_usuarios_id_fk" FOREIGN KEY ("jefe_area_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departamentos_nombre_uq" ON "departamentos" USING btree (lower("nombre"));--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_regimen_ck" CHECK ("usuarios"."regimen" IS NULL OR "usuarios"."regimen" in ('GENERAL', 'MYPE'));--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD CONSTRAINT "configuracion_empresa_logo_tipo_ck" CHECK ("configuracion_empresa"."logo_tipo" IS NULL OR "configuracion_empresa"."logo_tipo" in ('image/png', 'image/svg+xml'));--> statement-breakpoint
-- Departments get their own screen and permission (issue 15); the Admin system role holds it, as it holds every permission.
INSERT INTO "permisos" ("nombre", "codigo", "descripcion", "modulo", "activo", "es_sistema") VALUES ('Departamentos', 'ADMIN-DEPARTAMENTOS-MENU', 'Ver, crear, editar y desactivar los departamentos de la empresa', 'Administración', true, true) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id") SELECT r."id", p."id" FROM "roles" r JOIN "permisos" p ON p."codigo" = 'ADMIN-DEPARTAMENTOS-MENU' WHERE r."nombre" = 'Admin' AND r."es_sistema" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An employee's own régimen changes their balance: the data version must move with it (migration 0001).
DROP TRIGGER "usuarios_version_datos" ON "usuarios";--> statement-breakpoint
CREATE TRIGGER "usuarios_version_datos" AFTER INSERT OR UPDATE OF "nombres", "apellido_paterno", "apellido_materno", "email", "fecha_ingreso", "jefe_id", "activo", "regimen" OR DELETE OR TRUNCATE ON "usuarios" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
-- Holidays do not change balances, but caches of the date pickers' holidays are keyed by the same version.
CREATE TRIGGER "feriados_version_datos" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feriados" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
