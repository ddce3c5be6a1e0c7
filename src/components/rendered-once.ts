/**
 * HTML rendered once per isolate and key (RenderOnce.astro). Keys come from code (chrome, language, category tree
 * version), so the map holds a handful of entries; it is emptied if it ever reaches MAX_ENTRIES (a tree reloaded every
 * minute for days), and a failed render is not kept.
 */
const MAX_ENTRIES = 64;
const rendered = new Map<string, Promise<string>>();

export function renderedOnce(key: string, render: () => Promise<string>): Promise<string> {
  let html = rendered.get(key);
  if (html === undefined) {
    if (rendered.size >= MAX_ENTRIES) rendered.clear();
    html = render().then((out) => {
      // A script or island in cached HTML would be emitted on pages that already have it, or missing from others.
      if (/<script\b|<astro-island\b/i.test(out)) throw new Error(`RenderOnce "${key}" wraps a script or an island`);
      return out;
    });
    rendered.set(key, html);
    html.catch(() => rendered.delete(key));
  }
  return html;
}
