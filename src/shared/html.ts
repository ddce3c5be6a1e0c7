const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML (and XML) element content and quoted attribute values: our one escaper for markup built as
 * strings. Hono exposes none outside its `html` template (which the development pages use); Astro escapes its own.
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
