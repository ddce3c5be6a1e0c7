/** The return's tracking number as the contract takes it (aftersale/return_shipment): 4 to 40 letters, digits or dashes. */
export const isTrackingNo = (value: string) => /^[A-Za-z0-9-]{4,40}$/.test(value);
