import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec(`create extension if not exists pg_trgm; create table t(x text); create index on t using gin (x gin_trgm_ops); insert into t values ('hola mundo'),('adios');`);
console.log((await db.query(`select * from t where x ilike '%mun%'`)).rows);
const dump = await db.dumpDataDir();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log((await db2.query(`select similarity('abc','abd') s`)).rows);
