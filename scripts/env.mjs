// Offline, quiet defaults for every tool the scripts start (ARCHITECTURE §5).
export const toolEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};
