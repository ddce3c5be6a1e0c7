/** Product cards from one of our card partials (/fragments/*): the <li> elements of its HTML. */
export async function fetchCards(url: URL | string): Promise<HTMLLIElement[]> {
  const res = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const template = document.createElement('template');
  template.innerHTML = await res.text();
  return [...template.content.querySelectorAll('li')];
}
