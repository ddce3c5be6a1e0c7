/** Fields and shapes several domains' calls share. */
import * as v from 'valibot';
import { CURRENCY_CODES } from '../countries';

/** A 0/1 flag as the spec's payloads carry them (flag_sold_out, is_featured, is_default). */
export const Flag = v.picklist([0, 1]);

/** An integer in a query string arrives as text: '3' and 3 both read as 3. */
export function queryInteger(min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** An integer field of a JSON body. */
export const integer = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A string of bounded length. */
export const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));

/** Money: integer minor units of the answer's currency (IDR has none in practice, SGD and MYR cents). */
export const Money = v.pipe(v.number(), v.integer());

export const CurrencyCode = v.picklist(CURRENCY_CODES);

export const ProductNo = text(1, 64);
export const SkuNo = text(1, 64);
export const Keyword = v.pipe(v.string(), v.maxLength(100));

/** No deep pages: each costs a long OFFSET scan, and no shopper scrolls past 10,000 pages. */
export const MAX_PAGE_NUM = 10_000;
export const MAX_PAGE_SIZE = 50;

/** page_num and page_size of a paged call, both optional (page 1, the call's own size). */
export const PageRequest = {
  page_num: v.optional(integer(1, MAX_PAGE_NUM)),
  page_size: v.optional(integer(1, MAX_PAGE_SIZE)),
};

/** A call without a payload: any object is accepted, nothing is read. */
export const NoInput = v.object({});

/** The `data` of a call that answers nothing but success. */
export const NoOutput = v.null();
