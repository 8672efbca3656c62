CREATE TABLE "consumo_solicitudes" (
	"usuario_id" integer NOT NULL,
	"periodo" integer NOT NULL,
	"tipo_vacaciones" varchar(10) NOT NULL,
	"dias" integer NOT NULL,
	"primera_fecha" date NOT NULL,
	CONSTRAINT "consumo_solicitudes_usuario_id_periodo_tipo_vacaciones_pk" PRIMARY KEY("usuario_id","periodo","tipo_vacaciones")
);
--> statement-breakpoint
CREATE TABLE "totales_solicitudes" (
	"usuario_id" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "totales_solicitudes_usuario_id_estado_pk" PRIMARY KEY("usuario_id","estado")
);
--> statement-breakpoint
CREATE TABLE "totales_auditoria" (
	"modulo" varchar(40) NOT NULL,
	"severidad" varchar(10) NOT NULL,
	"cantidad" bigint NOT NULL,
	CONSTRAINT "totales_auditoria_modulo_severidad_pk" PRIMARY KEY("modulo","severidad")
);
--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "orden_solicitante" text;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "orden_jefe" text;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "orden_aprobador" text;--> statement-breakpoint
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
CREATE FUNCTION "sumar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO totales_auditoria (modulo, severidad, cantidad)
  SELECT modulo, severidad, count(*) FROM nuevas GROUP BY modulo, severidad
  ON CONFLICT (modulo, severidad) DO UPDATE SET cantidad = totales_auditoria.cantidad + EXCLUDED.cantidad;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "restar_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE totales_auditoria t SET cantidad = t.cantidad - b.n
  FROM (SELECT modulo, severidad, count(*) AS n FROM borradas GROUP BY modulo, severidad) b
  WHERE t.modulo = b.modulo AND t.severidad = b.severidad;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "vaciar_totales_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM totales_auditoria;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria_totales_insert" AFTER INSERT ON "auditoria" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "sumar_auditoria"();
--> statement-breakpoint
CREATE TRIGGER "auditoria_totales_delete" AFTER DELETE ON "auditoria" REFERENCING OLD TABLE AS borradas FOR EACH STATEMENT EXECUTE FUNCTION "restar_auditoria"();
--> statement-breakpoint
CREATE TRIGGER "auditoria_totales_truncate" AFTER TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "vaciar_totales_auditoria"();
--> statement-breakpoint
INSERT INTO "totales_auditoria" ("modulo", "severidad", "cantidad") SELECT "modulo", "severidad", count(*) FROM "auditoria" GROUP BY "modulo", "severidad";
--> statement-breakpoint
CREATE FUNCTION "recalcular_consumo"("grupos" jsonb) RETURNS void LANGUAGE sql AS $$
  WITH g AS (
    SELECT DISTINCT x.usuario_id, x.periodo, x.tipo_vacaciones
    FROM jsonb_to_recordset("grupos") AS x(usuario_id integer, periodo integer, tipo_vacaciones varchar)
  ),
  c AS (
    SELECT g.usuario_id, g.periodo, g.tipo_vacaciones,
      sum(s.dias_solicitados) FILTER (WHERE s.estado IN ('Pendiente', 'Aprobada'))::int AS dias,
      min(s.fecha_inicio) FILTER (WHERE s.estado IN ('Pendiente', 'Aprobada')) AS primera_fecha
    FROM g LEFT JOIN solicitudes_vacaciones s
      ON s.usuario_id = g.usuario_id AND s.periodo = g.periodo AND s.tipo_vacaciones = g.tipo_vacaciones
    GROUP BY g.usuario_id, g.periodo, g.tipo_vacaciones
  ),
  borrados AS (
    DELETE FROM consumo_solicitudes t USING c
    WHERE t.usuario_id = c.usuario_id AND t.periodo = c.periodo AND t.tipo_vacaciones = c.tipo_vacaciones AND c.dias IS NULL
  )
  INSERT INTO consumo_solicitudes (usuario_id, periodo, tipo_vacaciones, dias, primera_fecha)
  SELECT usuario_id, periodo, tipo_vacaciones, dias, primera_fecha FROM c WHERE dias IS NOT NULL
  ON CONFLICT (usuario_id, periodo, tipo_vacaciones)
  DO UPDATE SET dias = EXCLUDED.dias, primera_fecha = EXCLUDED.primera_fecha;
$$;
--> statement-breakpoint
CREATE FUNCTION "consumo_tras_insertar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recalcular_consumo((SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('usuario_id', usuario_id, 'periodo', periodo, 'tipo_vacaciones', tipo_vacaciones)), '[]') FROM nuevas));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "consumo_tras_actualizar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recalcular_consumo((SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('usuario_id', usuario_id, 'periodo', periodo, 'tipo_vacaciones', tipo_vacaciones)), '[]') FROM (
    SELECT n.usuario_id, n.periodo, n.tipo_vacaciones FROM nuevas n
    UNION SELECT v.usuario_id, v.periodo, v.tipo_vacaciones FROM viejas v) AS cambios));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "consumo_tras_borrar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recalcular_consumo((SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('usuario_id', usuario_id, 'periodo', periodo, 'tipo_vacaciones', tipo_vacaciones)), '[]') FROM viejas));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "vaciar_consumo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM consumo_solicitudes;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_consumo_insert" AFTER INSERT ON "solicitudes_vacaciones" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "consumo_tras_insertar"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_consumo_update" AFTER UPDATE ON "solicitudes_vacaciones" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "consumo_tras_actualizar"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_consumo_delete" AFTER DELETE ON "solicitudes_vacaciones" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "consumo_tras_borrar"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_consumo_truncate" AFTER TRUNCATE ON "solicitudes_vacaciones" FOR EACH STATEMENT EXECUTE FUNCTION "vaciar_consumo"();
--> statement-breakpoint
INSERT INTO "consumo_solicitudes" ("usuario_id", "periodo", "tipo_vacaciones", "dias", "primera_fecha")
SELECT "usuario_id", "periodo", "tipo_vacaciones", sum("dias_solicitados")::int, min("fecha_inicio") FROM "solicitudes_vacaciones"
WHERE "estado" IN ('Pendiente', 'Aprobada') GROUP BY "usuario_id", "periodo", "tipo_vacaciones";
--> statement-breakpoint
CREATE INDEX "solicitudes_orden_solicitante_idx" ON "solicitudes_vacaciones" USING btree ("orden_solicitante" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_jefe_idx" ON "solicitudes_vacaciones" USING btree ("orden_jefe" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_orden_aprobador_idx" ON "solicitudes_vacaciones" USING btree ("orden_aprobador" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_aprobador_idx" ON "solicitudes_vacaciones" USING btree ("aprobador_id");