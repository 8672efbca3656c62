-- A foreign employee's carné de extranjería or passport has up to 12 characters (issue 14; ADR 016, 018 y 021); a DNI keeps 8.
ALTER TABLE "usuarios" ALTER COLUMN "dni" TYPE varchar(12);
