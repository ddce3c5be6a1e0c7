/**
 * Cart slice shared by the header badge and the cart screens. The count is the number of items in the
 * member's cart; it stays 0 until the cart loads one (the cart lives on the server, per country).
 */
import { atom } from 'nanostores';

export const $cartCount = atom(0);
