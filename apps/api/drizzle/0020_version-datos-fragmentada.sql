-- The data version in 32 fragments, like the audit totals of 0018 (issue 19, ADR 051). Moved at commit (0018), the one
-- version_datos row was still locked from each transaction's bump until its commit reached the disk, so concurrent
-- commits waited for one another's WAL flush one at a time instead of sharing one (under 16 creators and approvers:
-- commit 9.7 ms on average, sessions seen waiting on that row's tuple and transaction locks). Each transaction now
-- bumps the fragment of its transaction id; the version is the sum of the fragments, which still grows with every
-- committed change and is read in one snapshot with the session. Fragment 1 keeps the version so far.
INSERT INTO "version_datos" ("id", "version") SELECT g, 0 FROM generate_series(2, 32) AS g;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subir_version_datos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "version_datos" SET "version" = "version" + 1 WHERE "id" = 1 + txid_current() % 32;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subir_version_datos_al_confirmar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('descanso.version_datos_subida', true) IS DISTINCT FROM 'si' THEN
    PERFORM set_config('descanso.version_datos_subida', 'si', true);
    UPDATE "version_datos" SET "version" = "version" + 1 WHERE "id" = 1 + txid_current() % 32;
  END IF;
  RETURN NULL;
END;
$$;
