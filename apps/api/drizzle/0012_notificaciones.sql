CREATE TABLE "correos_salientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"destinatario_id" integer NOT NULL,
	"para" varchar(254) NOT NULL,
	"asunto" varchar(250) NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"estado" varchar(15) DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"reclamado_en" timestamp with time zone,
	"enviado_en" timestamp with time zone,
	"ultimo_error" varchar(500),
	"clave" varchar(200),
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correos_salientes_estado_ck" CHECK ("correos_salientes"."estado" in ('PENDIENTE', 'ENVIANDO', 'ENVIADO', 'FALLIDO', 'SIN_SERVIDOR', 'EN_RESUMEN', 'RESUMIDO')),
	CONSTRAINT "correos_salientes_tipo_ck" CHECK ("correos_salientes"."tipo" in ('SOLICITUD_CREADA', 'SOLICITUD_APROBADA', 'SOLICITUD_RECHAZADA', 'SOLICITUD_CANCELADA', 'CONTRASENA_RESTABLECIDA', 'IMPORTACION_TERMINADA', 'RECORDATORIO_APROBACION', 'ESCALAMIENTO_APROBACION', 'DELEGACION_RECIBIDA', 'RIESGO_VENCIMIENTO', 'RESUMEN_RIESGO_EQUIPO', 'RESUMEN_RIESGO_EMPRESA', 'RESUMEN_DIARIO', 'INVITACION_PLAN'))
);
--> statement-breakpoint
CREATE TABLE "delegaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"jefe_id" integer NOT NULL,
	"sustituto_id" integer NOT NULL,
	"fecha_desde" date,
	"fecha_hasta" date,
	"automatica" boolean DEFAULT false NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"motivo" varchar(300),
	"creado_por_id" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_revocacion" timestamp with time zone,
	CONSTRAINT "delegaciones_distintos_ck" CHECK ("delegaciones"."jefe_id" <> "delegaciones"."sustituto_id"),
	CONSTRAINT "delegaciones_rango_ck" CHECK ("delegaciones"."automatica" or ("delegaciones"."fecha_desde" is not null and "delegaciones"."fecha_hasta" is not null and "delegaciones"."fecha_desde" <= "delegaciones"."fecha_hasta"))
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"mensaje" varchar(1000) NOT NULL,
	"enlace" varchar(300),
	"leida_en" timestamp with time zone,
	"clave" varchar(200),
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificaciones_tipo_ck" CHECK ("notificaciones"."tipo" in ('SOLICITUD_CREADA', 'SOLICITUD_APROBADA', 'SOLICITUD_RECHAZADA', 'SOLICITUD_CANCELADA', 'CONTRASENA_RESTABLECIDA', 'IMPORTACION_TERMINADA', 'RECORDATORIO_APROBACION', 'ESCALAMIENTO_APROBACION', 'DELEGACION_RECIBIDA', 'RIESGO_VENCIMIENTO', 'RESUMEN_RIESGO_EQUIPO', 'RESUMEN_RIESGO_EMPRESA', 'RESUMEN_DIARIO', 'INVITACION_PLAN'))
);
--> statement-breakpoint
CREATE TABLE "preferencias_notificacion" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"correo_decisiones" boolean DEFAULT true NOT NULL,
	"correo_pendientes" boolean DEFAULT true NOT NULL,
	"resumen_diario" boolean DEFAULT false NOT NULL,
	"fecha_actualizacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "delegado_de_id" integer;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "recordatorio_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "escalada_a_id" integer;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD COLUMN "escalada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "dias_recordatorio_aprobacion" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracion_empresa" ADD COLUMN "dias_escalamiento_aprobacion" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "correos_salientes" ADD CONSTRAINT "correos_salientes_destinatario_id_usuarios_id_fk" FOREIGN KEY ("destinatario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegaciones" ADD CONSTRAINT "delegaciones_jefe_id_usuarios_id_fk" FOREIGN KEY ("jefe_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegaciones" ADD CONSTRAINT "delegaciones_sustituto_id_usuarios_id_fk" FOREIGN KEY ("sustituto_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegaciones" ADD CONSTRAINT "delegaciones_creado_por_id_usuarios_id_fk" FOREIGN KEY ("creado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacion" ADD CONSTRAINT "preferencias_notificacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correos_salientes_clave_uq" ON "correos_salientes" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "correos_salientes_por_enviar_idx" ON "correos_salientes" USING btree ("proximo_intento","id") WHERE "correos_salientes"."estado" in ('PENDIENTE', 'ENVIANDO', 'SIN_SERVIDOR');--> statement-breakpoint
CREATE INDEX "correos_salientes_destinatario_idx" ON "correos_salientes" USING btree ("destinatario_id","estado");--> statement-breakpoint
CREATE INDEX "delegaciones_jefe_idx" ON "delegaciones" USING btree ("jefe_id");--> statement-breakpoint
CREATE INDEX "delegaciones_sustituto_idx" ON "delegaciones" USING btree ("sustituto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_clave_uq" ON "notificaciones" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificaciones_no_leidas_idx" ON "notificaciones" USING btree ("usuario_id") WHERE "notificaciones"."leida_en" is null;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_delegado_de_id_usuarios_id_fk" FOREIGN KEY ("delegado_de_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_escalada_a_id_usuarios_id_fk" FOREIGN KEY ("escalada_a_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;