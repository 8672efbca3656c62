CREATE TABLE "intentos_acceso" (
	"clave" varchar(400) PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"primer_fallo" timestamp with time zone NOT NULL,
	"ultimo_fallo" timestamp with time zone NOT NULL,
	"bloqueado_hasta" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "contrasena_temporal_expira_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "datos_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "configuracion_empresa" SET "datos_demo" = true WHERE EXISTS (SELECT 1 FROM "usuarios" WHERE lower("email") = 'admin@descanso.pe');--> statement-breakpoint
UPDATE "usuarios" SET "contrasena_temporal_expira_en" = now() + interval '72 hours' WHERE "esquema_contrasena" = 'sha256-temp';--> statement-breakpoint
CREATE FUNCTION "auditoria_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La auditoría solo admite agregar registros: % no está permitido', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_cambios" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_agregar"();--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_vaciar" BEFORE TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_agregar"();
