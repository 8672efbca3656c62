-- The users list's statistics and what each listed user holds are cached per data version (issue 19, ADR 049): every
-- column they count must move the version, and so must roles, their permissions and who has them. A successful sign-in writes none of these columns
-- (only intentos_fallidos and bloqueado_hasta, or esquema_contrasena when it consumes a temporary password).
DROP TRIGGER "usuarios_version_datos" ON "usuarios";--> statement-breakpoint
CREATE TRIGGER "usuarios_version_datos" AFTER INSERT OR UPDATE OF "nombres", "apellido_paterno", "apellido_materno", "email", "fecha_ingreso", "jefe_id", "activo", "regimen", "dni", "departamento_id", "extranjero", "debe_cambiar_contrasena", "esquema_contrasena" OR DELETE OR TRUNCATE ON "usuarios" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "usuario_roles_version_datos" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usuario_roles" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "roles_version_datos" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "rol_permisos_version_datos" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rol_permisos" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();--> statement-breakpoint
CREATE TRIGGER "permisos_version_datos" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permisos" FOR EACH STATEMENT EXECUTE FUNCTION "subir_version_datos"();
