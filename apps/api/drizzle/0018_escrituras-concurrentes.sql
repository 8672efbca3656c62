-- The data version moves at commit, not at the first change (issue 19, ADR 049). The statement triggers of 0001,
-- 0011 and 0017 updated the one version_datos row at the first write, so its row lock was held until commit and every
-- concurrent writer (creating, approving) waited for the whole of the others' transactions. Deferred constraint
-- triggers (row-level: PostgreSQL has no deferred statement triggers) run when the transaction commits; the first one
-- bumps the version and marks the transaction so the rest do nothing. The version still changes in the same
-- transaction as the data, so no reader can see new data under an old version. TRUNCATE keeps its immediate statement
-- trigger (constraint triggers cannot fire on it).
CREATE FUNCTION "subir_version_datos_al_confirmar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('descanso.version_datos_subida', true) IS DISTINCT FROM 'si' THEN
    PERFORM set_config('descanso.version_datos_subida', 'si', true);
    UPDATE "version_datos" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "solicitudes_version_datos" ON "solicitudes_vacaciones";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "solicitudes_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "solicitudes_vacaciones" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "solicitudes_version_datos_truncate" AFTER TRUNCATE ON "solicitudes_vacaciones" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
DROP TRIGGER "usuarios_version_datos" ON "usuarios";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "usuarios_version_datos" AFTER INSERT OR UPDATE OF "nombres", "apellido_paterno", "apellido_materno", "email", "fecha_ingreso", "jefe_id", "activo", "regimen", "dni", "departamento_id", "extranjero", "debe_cambiar_contrasena", "esquema_contrasena" OR DELETE ON "usuarios" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "usuarios_version_datos_truncate" AFTER TRUNCATE ON "usuarios" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
DROP TRIGGER "configuracion_version_datos" ON "configuracion_empresa";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "configuracion_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "configuracion_empresa" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
DROP TRIGGER "record_version_datos" ON "periodos_record_no_cumplido";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "record_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "periodos_record_no_cumplido" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
DROP TRIGGER "feriados_version_datos" ON "feriados";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feriados_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "feriados" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "feriados_version_datos_truncate" AFTER TRUNCATE ON "feriados" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
DROP TRIGGER "usuario_roles_version_datos" ON "usuario_roles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "usuario_roles_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "usuario_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "usuario_roles_version_datos_truncate" AFTER TRUNCATE ON "usuario_roles" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
DROP TRIGGER "roles_version_datos" ON "roles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roles_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "roles_version_datos_truncate" AFTER TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
DROP TRIGGER "rol_permisos_version_datos" ON "rol_permisos";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rol_permisos_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "rol_permisos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "rol_permisos_version_datos_truncate" AFTER TRUNCATE ON "rol_permisos" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
DROP TRIGGER "permisos_version_datos" ON "permisos";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "permisos_version_datos" AFTER INSERT OR UPDATE OR DELETE ON "permisos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subir_version_datos_al_confirmar"();--> statement-breakpoint
CREATE TRIGGER "permisos_version_datos_truncate" AFTER TRUNCATE ON "permisos" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
--> statement-breakpoint
-- The audit log's totals (0004) were one row per module and severity, so every request that audited the same kind of
-- action (all creations: SOLICITUDES_VACACIONES/INFO) waited on that row until the other transaction committed. Each
-- total is now split in up to 32 fragments chosen by transaction id, which concurrent transactions rarely share; the
-- reader already sums them (auditoria.repository.ts totalDesdeTotales).
ALTER TABLE "totales_auditoria" ADD COLUMN "fragmento" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "totales_auditoria" DROP CONSTRAINT "totales_auditoria_modulo_severidad_pk";--> statement-breakpoint
ALTER TABLE "totales_auditoria" ADD CONSTRAINT "totales_auditoria_modulo_severidad_fragmento_pk" PRIMARY KEY ("modulo", "severidad", "fragmento");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sumar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO totales_auditoria (modulo, severidad, fragmento, cantidad)
  SELECT modulo, severidad, (txid_current() % 32)::smallint, count(*) FROM nuevas GROUP BY modulo, severidad
  ON CONFLICT (modulo, severidad, fragmento) DO UPDATE SET cantidad = totales_auditoria.cantidad + EXCLUDED.cantidad;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "restar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO totales_auditoria (modulo, severidad, fragmento, cantidad)
  SELECT modulo, severidad, (txid_current() % 32)::smallint, -count(*) FROM borradas GROUP BY modulo, severidad
  ON CONFLICT (modulo, severidad, fragmento) DO UPDATE SET cantidad = totales_auditoria.cantidad + EXCLUDED.cantidad;
  RETURN NULL;
END;
$$;
