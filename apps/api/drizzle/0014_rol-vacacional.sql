ALTER TABLE "configuracion_empresa" ADD COLUMN "dias_invitacion_plan" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE TABLE "ventanas_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"anio" integer NOT NULL,
	"jefe_id" integer,
	"abierta" boolean DEFAULT true NOT NULL,
	"actualizado_por_id" integer NOT NULL,
	"fecha_actualizacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventanas_plan_anio_ck" CHECK ("ventanas_plan"."anio" between 2000 and 2200)
);
--> statement-breakpoint
CREATE TABLE "tramos_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"anio" integer NOT NULL,
	"tipo_vacaciones" varchar(10) NOT NULL,
	"dias_solicitados" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"periodo" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"advertencias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"propuesto_por_id" integer NOT NULL,
	"decidido_por_id" integer,
	"fecha_decision" timestamp with time zone,
	"solicitud_id" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_actualizacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tramos_plan_estado_ck" CHECK ("tramos_plan"."estado" in ('PROPUESTO', 'ACEPTADO', 'FIJADO', 'CONVERTIDO')),
	CONSTRAINT "tramos_plan_tipo_vacaciones_ck" CHECK ("tramos_plan"."tipo_vacaciones" in ('libres', 'bloque'))
);
--> statement-breakpoint
ALTER TABLE "ventanas_plan" ADD CONSTRAINT "ventanas_plan_jefe_id_usuarios_id_fk" FOREIGN KEY ("jefe_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventanas_plan" ADD CONSTRAINT "ventanas_plan_actualizado_por_id_usuarios_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramos_plan" ADD CONSTRAINT "tramos_plan_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramos_plan" ADD CONSTRAINT "tramos_plan_propuesto_por_id_usuarios_id_fk" FOREIGN KEY ("propuesto_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramos_plan" ADD CONSTRAINT "tramos_plan_decidido_por_id_usuarios_id_fk" FOREIGN KEY ("decidido_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramos_plan" ADD CONSTRAINT "tramos_plan_solicitud_id_solicitudes_vacaciones_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_vacaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ventanas_plan_anio_jefe_uq" ON "ventanas_plan" USING btree ("anio",coalesce("jefe_id", 0));--> statement-breakpoint
CREATE INDEX "tramos_plan_usuario_anio_idx" ON "tramos_plan" USING btree ("usuario_id","anio");--> statement-breakpoint
CREATE INDEX "tramos_plan_inicio_idx" ON "tramos_plan" USING btree ("fecha_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "tramos_plan_solicitud_uq" ON "tramos_plan" USING btree ("solicitud_id");
