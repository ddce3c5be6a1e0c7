-- Secrets the development stand-ins share with the code they stand in for (a callback token, a webhook secret), one
-- per name, made at random on first use (functions/providers/dev-secrets.ts). Only development writes it: a deployed
-- worker keeps its secrets in Worker secrets. Read in the global database (DB_ID); the other country databases hold it
-- empty, as every migration builds all three.
CREATE TABLE dev_secrets (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
