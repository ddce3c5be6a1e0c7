/**
 * The browser's half of paying with or saving a card: the card number and CVN go straight to the gateway's
 * tokenisation endpoint (Xendit's POST /v2/credit_card_tokens, the request Xendit.js makes) with the public key, and
 * only the answer's token id comes back to us. Nothing here reaches our API. A card to be saved is tokenised for
 * multiple use (`is_multiple_use`, Xendit's way of saving a card on its first payment); a card paid with once is not.
 */
export interface GatewayConfig {
  tokenUrl: string;
  publicKey: string;
}

export async function tokeniseCard(
  gateway: GatewayConfig,
  card: { number: string; month: number; year: number; cvn: string },
  multipleUse: boolean,
): Promise<string | null> {
  const res = await fetch(gateway.tokenUrl, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${gateway.publicKey}:`)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: card.number,
      card_exp_month: String(card.month).padStart(2, '0'),
      card_exp_year: String(card.year),
      card_cvn: card.cvn,
      is_multiple_use: multipleUse,
      should_authenticate: false,
    }),
  }).catch(() => null);
  const answer = res?.ok ? ((await res.json().catch(() => null)) as { id?: unknown; status?: unknown } | null) : null;
  // The token's id is all we keep; a card the gateway could not verify has none.
  return answer?.status === 'VERIFIED' && typeof answer.id === 'string' ? answer.id : null;
}
