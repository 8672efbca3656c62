CREATE TABLE "totales_solicitudes" (
	"usuario_id" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "totales_solicitudes_usuario_id_estado_pk" PRIMARY KEY("usuario_id","estado")
);
--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "orden_solicitante" text;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "orden_jefe" text;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "orden_aprobador" text;--> statement-breakpoint
ALTER TABLE "version_datos" ADD COLUMN "total_auditoria" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "nombre_para_orden"("usuario" integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT u.nombres || ' ' || u.apellido_paterno || ' ' || u.apellido_materno FROM usuarios u WHERE u.id = "usuario"
$$;
--> statement-breakpoint
CREATE FUNCTION "copiar_nombres_solicitud"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.orden_solicitante := nombre_para_orden(NEW.usuario_id);
  NEW.orden_jefe := nombre_para_orden(NEW.jefe_asignado_id);
  NEW.orden_aprobador := nombre_para_orden(NEW.aprobador_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_nombres_orden" BEFORE INSERT OR UPDATE OF "usuario_id", "jefe_asignado_id", "aprobador_id" ON "solicitudes_vacaciones" FOR EACH ROW EXECUTE FUNCTION "copiar_nombres_solicitud"();
--> statement-breakpoint
CREATE FUNCTION "propagar_nombre_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombre text := NEW.nombres || ' ' || NEW.apellido_paterno || ' ' || NEW.apellido_materno;
BEGIN
  UPDATE solicitudes_vacaciones SET orden_solicitante = nombre WHERE usuario_id = NEW.id;
  UPDATE solicitudes_vacaciones SET orden_jefe = nombre WHERE jefe_asignado_id = NEW.id;
  UPDATE solicitudes_vacaciones SET orden_aprobador = nombre WHERE aprobador_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "usuarios_nombre_orden" AFTER UPDATE OF "nombres", "apellido_paterno", "apellido_materno" ON "usuarios" FOR EACH ROW WHEN (OLD.nombres IS DISTINCT FROM NEW.nombres OR OLD.apellido_paterno IS DISTINCT FROM NEW.apellido_paterno OR OLD.apellido_materno IS DISTINCT FROM NEW.apellido_materno) EXECUTE FUNCTION "propagar_nombre_usuario"();
--> statement-breakpoint
UPDATE "solicitudes_vacaciones" s SET "orden_solicitante" = nombre_para_orden(s.usuario_id), "orden_jefe" = nombre_para_orden(s.jefe_asignado_id), "orden_aprobador" = nombre_para_orden(s.aprobador_id);
--> statement-breakpoint
UPDATE "version_datos" SET "total_auditoria" = (SELECT count(*) FROM "auditoria") WHERE "id" = 1;
--> statement-breakpoint
CREATE FUNCTION "sumar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE version_datos SET total_auditoria = total_auditoria + (SELECT count(*) FROM nuevas) WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "restar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE version_datos SET total_auditoria = total_auditoria - (SELECT count(*) FROM borradas) WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "vaciar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE version_datos SET total_auditoria = 0 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria_total_insert" AFTER INSERT ON "auditoria" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "sumar_auditoria"();
--> statement-breakpoint
CREATE TRIGGER "auditoria_total_delete" AFTER DELETE ON "auditoria" REFERENCING OLD TABLE AS borradas FOR EACH STATEMENT EXECUTE FUNCTION "restar_auditoria"();
--> statement-breakpoint
CREATE TRIGGER "auditoria_total_truncate" AFTER TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "vaciar_auditoria"();
--> statement-breakpoint
CREATE FUNCTION "contar_solicitud"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE totales_solicitudes SET cantidad = cantidad - 1 WHERE usuario_id = OLD.usuario_id AND estado = OLD.estado;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO totales_solicitudes (usuario_id, estado, cantidad) VALUES (NEW.usuario_id, NEW.estado, 1)
    ON CONFLICT (usuario_id, estado) DO UPDATE SET cantidad = totales_solicitudes.cantidad + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "vaciar_totales_solicitudes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM totales_solicitudes;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_totales_insert" AFTER INSERT OR DELETE ON "solicitudes_vacaciones" FOR EACH ROW EXECUTE FUNCTION "contar_solicitud"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_totales_update" AFTER UPDATE OF "usuario_id", "estado" ON "solicitudes_vacaciones" FOR EACH ROW WHEN (OLD.usuario_id IS DISTINCT FROM NEW.usuario_id OR OLD.estado IS DISTINCT FROM NEW.estado) EXECUTE FUNCTION "contar_solicitud"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_totales_truncate" AFTER TRUNCATE ON "solicitudes_vacaciones" FOR EACH STATEMENT EXECUTE FUNCTION "vaciar_totales_solicitudes"();
--> statement-breakpoint
INSERT INTO "totales_solicitudes" ("usuario_id", "estado", "cantidad") SELECT "usuario_id", "estado", count(*) FROM "solicitudes_vacaciones" GROUP BY "usuario_id", "estado";
--> statement-breakpoint
CREATE INDEX "solicitudes_orden_solicitante_idx" ON "solicitudes_vacaciones" USING btree ("orden_solicitante" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_jefe_idx" ON "solicitudes_vacaciones" USING btree ("orden_jefe" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_aprobador_idx" ON "solicitudes_vacaciones" USING btree ("orden_aprobador" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_aprobador_idx" ON "solicitudes_vacaciones" USING btree ("aprobador_id");