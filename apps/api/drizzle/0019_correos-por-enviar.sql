-- The outbox worker's index holds only what it may still send (issue 19, ADR 051). With SIN_SERVIDOR in it, a server
-- without SMTP (the default of `npm start`) read every e-mail it had ever held back at each wake of the worker, one
-- wake per request created or decided: 5,252 rows and 6.8 ms after one benchmark run, growing without end. The
-- held-back rows get an index of their own, for the release once a server is configured.
DROP INDEX "correos_salientes_por_enviar_idx";--> statement-breakpoint
CREATE INDEX "correos_salientes_por_enviar_idx" ON "correos_salientes" USING btree ("proximo_intento","id") WHERE "correos_salientes"."estado" in ('PENDIENTE', 'ENVIANDO');--> statement-breakpoint
CREATE INDEX "correos_salientes_sin_servidor_idx" ON "correos_salientes" USING btree ("id") WHERE "correos_salientes"."estado" = 'SIN_SERVIDOR';
