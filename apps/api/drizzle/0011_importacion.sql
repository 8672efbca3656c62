-- A foreign employee's carné de extranjería or passport (up to 12 characters) is stored in `dni` (ADR 016, 021).
ALTER TABLE "usuarios" ALTER COLUMN "dni" TYPE varchar(12);
