/**
 * HTML rendered once per isolate and key (RenderOnce.astro). Keys come from code (chrome name and language), so the
 * map stays a handful of entries; a failed render is not kept.
 */
const rendered = new Map<string, Promise<string>>();

export function renderedOnce(key: string, render: () => Promise<string>): Promise<string> {
  let html = rendered.get(key);
  if (html === undefined) {
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
