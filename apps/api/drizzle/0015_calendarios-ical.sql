CREATE TABLE "calendarios_ical" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"alcance" varchar(12) NOT NULL,
	"hash_token" varchar(64) NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_revocacion" timestamp with time zone,
	"ultima_lectura" timestamp with time zone,
	CONSTRAINT "calendarios_ical_alcance_ck" CHECK ("calendarios_ical"."alcance" in ('PROPIAS', 'EQUIPO', 'DEPARTAMENTO'))
);
--> statement-breakpoint
ALTER TABLE "calendarios_ical" ADD CONSTRAINT "calendarios_ical_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendarios_ical_hash_uq" ON "calendarios_ical" USING btree ("hash_token");--> statement-breakpoint
CREATE INDEX "calendarios_ical_usuario_idx" ON "calendarios_ical" USING btree ("usuario_id");
