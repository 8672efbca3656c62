CREATE TABLE "departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(30) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"codigo" varchar(100) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"modulo" varchar(100) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"es_sistema" boolean DEFAULT false NOT NULL,
	"creado_por_id" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por_id" integer,
	"fecha_actualizacion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rol_permisos" (
	"rol_id" integer NOT NULL,
	"permiso_id" integer NOT NULL,
	CONSTRAINT "rol_permisos_rol_id_permiso_id_pk" PRIMARY KEY("rol_id","permiso_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(500) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"es_sistema" boolean DEFAULT false NOT NULL,
	"creado_por_id" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por_id" integer,
	"fecha_actualizacion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash_token" varchar(64) NOT NULL,
	"usuario_id" integer NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"revocada_en" timestamp with time zone,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "usuario_roles" (
	"usuario_id" integer NOT NULL,
	"rol_id" integer NOT NULL,
	CONSTRAINT "usuario_roles_usuario_id_rol_id_pk" PRIMARY KEY("usuario_id","rol_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombres" varchar(100) NOT NULL,
	"apellido_paterno" varchar(100) NOT NULL,
	"apellido_materno" varchar(100) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"extranjero" boolean DEFAULT false NOT NULL,
	"email" varchar(254) NOT NULL,
	"numero_celular" varchar(9),
	"fecha_ingreso" date NOT NULL,
	"empresa" varchar(150) NOT NULL,
	"departamento_id" integer NOT NULL,
	"jefe_id" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"hash_contrasena" text,
	"esquema_contrasena" varchar(20) DEFAULT 'argon2id' NOT NULL,
	"debe_cambiar_contrasena" boolean DEFAULT false NOT NULL,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_actualizacion" timestamp with time zone,
	"creado_por_id" integer,
	"actualizado_por_id" integer
);
--> statement-breakpoint
CREATE TABLE "periodos_record_no_cumplido" (
	"usuario_id" integer NOT NULL,
	"periodo" integer NOT NULL,
	"registrado_por_id" integer,
	"fecha_registro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodos_record_no_cumplido_usuario_id_periodo_pk" PRIMARY KEY("usuario_id","periodo")
);
--> statement-breakpoint
CREATE TABLE "solicitudes_vacaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo_vacaciones" varchar(10) NOT NULL,
	"dias_solicitados" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"periodo" integer NOT NULL,
	"estado" varchar(12) NOT NULL,
	"observaciones" text,
	"advertencias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fecha_solicitud" timestamp with time zone DEFAULT now() NOT NULL,
	"jefe_asignado_id" integer,
	"aprobador_id" integer,
	"fecha_aprobacion" timestamp with time zone,
	"comentarios" text,
	"cancelado_por_id" integer,
	"motivo_cancelacion" text,
	"fecha_cancelacion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha_hora" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_ejecutor_id" integer,
	"usuario_afectado_id" integer,
	"modulo" varchar(40) NOT NULL,
	"tipo_accion" varchar(60) NOT NULL,
	"severidad" varchar(10) NOT NULL,
	"mensaje_corto" varchar(300) NOT NULL,
	"motivo" text,
	"ip_address" varchar(64),
	"tabla_afectada" varchar(60),
	"registro_id" varchar(40),
	"datos_anteriores" jsonb,
	"datos_nuevos" jsonb
);
--> statement-breakpoint
CREATE TABLE "importaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave_ejecucion" varchar(64),
	"usuario_id" integer NOT NULL,
	"fecha_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_fin" timestamp with time zone,
	"nombre_archivo" varchar(255) NOT NULL,
	"tamano_bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"solo_validacion" boolean DEFAULT false NOT NULL,
	"total_registros" integer DEFAULT 0 NOT NULL,
	"exitosos" integer DEFAULT 0 NOT NULL,
	"fallidos" integer DEFAULT 0 NOT NULL,
	"duracion_ms" integer,
	"estado" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracion_empresa" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre_empresa" varchar(150) NOT NULL,
	"regimen" varchar(10) DEFAULT 'GENERAL' NOT NULL,
	"permitir_adelanto" boolean DEFAULT true NOT NULL,
	"tope_adelanto" varchar(10) DEFAULT 'ACCRUED' NOT NULL,
	"fecha_actualizacion" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_permiso_id_permisos_id_fk" FOREIGN KEY ("permiso_id") REFERENCES "public"."permisos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_jefe_id_usuarios_id_fk" FOREIGN KEY ("jefe_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodos_record_no_cumplido" ADD CONSTRAINT "periodos_record_no_cumplido_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_jefe_asignado_id_usuarios_id_fk" FOREIGN KEY ("jefe_asignado_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_aprobador_id_usuarios_id_fk" FOREIGN KEY ("aprobador_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_vacaciones" ADD CONSTRAINT "solicitudes_vacaciones_cancelado_por_id_usuarios_id_fk" FOREIGN KEY ("cancelado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departamentos_codigo_uq" ON "departamentos" USING btree (lower("codigo"));--> statement-breakpoint
CREATE UNIQUE INDEX "permisos_nombre_uq" ON "permisos" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "permisos_codigo_uq" ON "permisos" USING btree (lower("codigo"));--> statement-breakpoint
CREATE INDEX "permisos_modulo_idx" ON "permisos" USING btree ("modulo");--> statement-breakpoint
CREATE INDEX "rol_permisos_permiso_idx" ON "rol_permisos" USING btree ("permiso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_nombre_uq" ON "roles" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "sesiones_hash_token_uq" ON "sesiones" USING btree ("hash_token");--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "usuario_roles_rol_idx" ON "usuario_roles" USING btree ("rol_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_dni_uq" ON "usuarios" USING btree ("dni");--> statement-breakpoint
CREATE INDEX "usuarios_jefe_idx" ON "usuarios" USING btree ("jefe_id");--> statement-breakpoint
CREATE INDEX "usuarios_departamento_idx" ON "usuarios" USING btree ("departamento_id");--> statement-breakpoint
CREATE INDEX "usuarios_fecha_creacion_idx" ON "usuarios" USING btree ("fecha_creacion" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usuarios_nombre_idx" ON "usuarios" USING btree ("nombres","apellido_paterno","apellido_materno");--> statement-breakpoint
CREATE INDEX "usuarios_fecha_ingreso_idx" ON "usuarios" USING btree ("fecha_ingreso");--> statement-breakpoint
CREATE INDEX "usuarios_activo_idx" ON "usuarios" USING btree ("activo");--> statement-breakpoint
CREATE INDEX "solicitudes_usuario_fecha_idx" ON "solicitudes_vacaciones" USING btree ("usuario_id","fecha_solicitud" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_usuario_estado_idx" ON "solicitudes_vacaciones" USING btree ("usuario_id","estado");--> statement-breakpoint
CREATE INDEX "solicitudes_fecha_solicitud_idx" ON "solicitudes_vacaciones" USING btree ("fecha_solicitud" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_fecha_inicio_idx" ON "solicitudes_vacaciones" USING btree ("fecha_inicio");--> statement-breakpoint
CREATE INDEX "solicitudes_estado_idx" ON "solicitudes_vacaciones" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "solicitudes_jefe_asignado_idx" ON "solicitudes_vacaciones" USING btree ("jefe_asignado_id");--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha_hora" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_modulo_fecha_idx" ON "auditoria" USING btree ("modulo","fecha_hora" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_afectado_fecha_idx" ON "auditoria" USING btree ("usuario_afectado_id","fecha_hora" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_ejecutor_fecha_idx" ON "auditoria" USING btree ("usuario_ejecutor_id","fecha_hora" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_severidad_idx" ON "auditoria" USING btree ("severidad","fecha_hora" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_tipo_accion_idx" ON "auditoria" USING btree ("tipo_accion","fecha_hora" DESC NULLS LAST);