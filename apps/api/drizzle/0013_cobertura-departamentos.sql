ALTER TABLE "departamentos" ADD COLUMN "cobertura_maxima" integer;--> statement-breakpoint
ALTER TABLE "departamentos" ADD COLUMN "cobertura_tipo" varchar(12);--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_cobertura_ck" CHECK (("departamentos"."cobertura_maxima" is null and "departamentos"."cobertura_tipo" is null) or ("departamentos"."cobertura_tipo" = 'PERSONAS' and "departamentos"."cobertura_maxima" between 1 and 10000) or ("departamentos"."cobertura_tipo" = 'PORCENTAJE' and "departamentos"."cobertura_maxima" between 1 and 100));
