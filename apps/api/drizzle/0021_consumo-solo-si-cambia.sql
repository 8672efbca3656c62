-- An update recomputes the consumption (0004) only of the rows whose consumption changed (issue 19, ADR 051): an
-- approval (Pendiente → Aprobada) changes no day and no start, yet recomputed its period each time, 0.4–0.9 ms of
-- every approval. Counted are the rows whose owner, period, kind, days or start changed, or that entered or left the
-- states that hold days (Pendiente, Aprobada); a row whose id changed counts on both sides.
CREATE OR REPLACE FUNCTION "consumo_tras_actualizar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grupos jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('usuario_id', g.usuario_id, 'periodo', g.periodo, 'tipo_vacaciones', g.tipo_vacaciones)), '[]')
    INTO grupos
    FROM viejas v FULL JOIN nuevas n ON n.id = v.id
    CROSS JOIN LATERAL (VALUES (v.usuario_id, v.periodo, v.tipo_vacaciones), (n.usuario_id, n.periodo, n.tipo_vacaciones))
      AS g(usuario_id, periodo, tipo_vacaciones)
   WHERE g.usuario_id IS NOT NULL
     AND (v.id IS NULL OR n.id IS NULL
       OR (v.usuario_id, v.periodo, v.tipo_vacaciones, v.dias_solicitados, v.fecha_inicio)
          IS DISTINCT FROM (n.usuario_id, n.periodo, n.tipo_vacaciones, n.dias_solicitados, n.fecha_inicio)
       OR (v.estado IN ('Pendiente', 'Aprobada')) IS DISTINCT FROM (n.estado IN ('Pendiente', 'Aprobada')));
  IF grupos <> '[]'::jsonb THEN
    PERFORM recalcular_consumo(grupos);
  END IF;
  RETURN NULL;
END;
$$;
