CREATE TABLE "version_datos" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "version_datos" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "subir_version_datos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "version_datos" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_version_datos" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitudes_vacaciones" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_version_datos" AFTER INSERT OR UPDATE OF "nombres", "apellido_paterno", "apellido_materno", "email", "fecha_ingreso", "jefe_id", "activo" OR DELETE OR TRUNCATE ON "usuarios" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "configuracion_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "configuracion_empresa" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
--> statement-breakpoint
CREATE TRIGGER "record_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "periodos_record_no_cumplido" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
