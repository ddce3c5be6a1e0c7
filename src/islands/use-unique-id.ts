import { useState } from 'react';

let next = 0;

/**
 * An id for label/aria wiring, unique on the page. Not React's useId: under preact/compat it repeated ids between
 * sibling components here, which tied labels to the wrong fields.
 */
export function useUniqueId(prefix = 'f'): string {
  const [id] = useState(() => `${prefix}-${++next}`);
  return id;
}
