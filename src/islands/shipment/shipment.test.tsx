// @vitest-environment happy-dom
// The shipment pages' islands against a stubbed API: the timeline newest first in the shop country's timezone, the
// tabs kept in $globalState.packageTab and moved by arrow keys, the /tracking form's checks, and the not-found state.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import type { ShipmentSummary, ShipmentTracking } from '../../shared/contract/shipment';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { $bootstrapped } from '../../stores/persist';
import { $globalState } from '../../stores/state';
import ShipmentList from './ShipmentList';
import { packageTabIndex, statusKey, TRACKING_NO } from './status';
import TrackingDetail from './TrackingDetail';
import TrackPackage from './TrackPackage';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
  $bootstrapped.set(true);
  $globalState.setKey('packageTab', 0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 2026-03-01 01:30 UTC: 08:30 in Jakarta, 09:30 in Singapore. */
const T0 = Date.UTC(2026, 2, 1, 1, 30);
const HOUR = 3_600_000;

const EVENTS: ShipmentTracking['events'] = [
  {
    code: 'picked_up',
    description: 'Picked up from the warehouse',
    kind: 'warehouse_pickup',
    location: 'Warehouse Jakarta',
    place: 'warehouse_ID',
    at: T0,
  },
  // The courier's free text: shown as it wrote it, in any language.
  { code: 'in_transit', description: 'Held at gate 3, call ahead', kind: null, location: 'line haul', place: 'line_haul', at: T0 + HOUR },
];

const TRACKING: ShipmentTracking = {
  order_no: 'SO100',
  courier: 'JNE',
  tracking_no: 'DEVID0000000001',
  status: 'in_transit',
  booked_at: T0 - HOUR,
  delivered_at: null,
  latest_event: EVENTS[1]!,
  events: EVENTS,
};

const summary = (tracking_no: string, status: ShipmentSummary['status']): ShipmentSummary => ({
  ...TRACKING,
  tracking_no,
  status,
  latest_event: null,
});

/** The API as the islands see it: the member, the list, and tracking by number (only TRACKING's). */
function stubApi(list: ShipmentSummary[] = []) {
  const asked: string[] = [];
  fakeApi(({ path, query, url }) => {
    asked.push(url);
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
    if (path.endsWith('/order/shipment/list')) return ok(list);
    if (path.endsWith('/order/shipment/tracking')) {
      const mine = query.get('tracking_no') === TRACKING.tracking_no || query.get('order_no') === TRACKING.order_no;
      return mine ? ok(TRACKING) : refuse(1103001);
    }
    return undefined;
  });
  return asked;
}

describe('shipment texts and rules', () => {
  it('names a booked shipment by waiting, any other by its code; keeps the tab index in range', () => {
    expect(statusKey('booked')).toBe('tracking.status.booked');
    expect(statusKey('out_for_delivery')).toBe('tracking.event.out_for_delivery');
    expect([packageTabIndex(2), packageTabIndex(3), packageTabIndex(-1), packageTabIndex('1'), packageTabIndex(undefined)]).toEqual([
      2, 0, 0, 0, 0,
    ]);
    expect(['JP1234567890', 'DEVSG0123456789'].every((n) => TRACKING_NO.test(n))).toBe(true);
    expect(['', 'JP-123', 'a'.repeat(65), '12 34'].some((n) => TRACKING_NO.test(n))).toBe(false);
  });
});

describe('tracking detail', () => {
  it('shows the events newest first with local times: Jakarta for ID, an hour later for SG', async () => {
    stubApi();
    const { unmount } = render(<TrackingDetail locale={{ lang: 'en', country: 'ID' }} signedIn query={{ order_no: 'SO100' }} />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.tracking-event-title')?.textContent)).toEqual(['In transit', 'Picked up by the courier']);
    expect(items[0]!.textContent).toContain('Held at gate 3, call ahead');
    expect(items[0]!.textContent).toContain('Between hubs');
    expect(items[1]!.textContent).toContain('Picked up from the warehouse');
    expect(items[1]!.textContent).toContain('Our warehouse, Jakarta');
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual(['1 Mar 2026, 09:30', '1 Mar 2026, 08:30']);
    expect(screen.getByRole('link', { name: 'SO100' }).getAttribute('href')).toBe('/orderDetail/SO100');
    expect(screen.getByRole('button', { name: 'Copy tracking number DEVID0000000001' })).toBeTruthy();
    unmount();

    stubApi();
    render(<TrackingDetail locale={{ lang: 'zh-CN', country: 'SG' }} signedIn query={{ tracking_no: 'DEVID0000000001' }} />);
    const sg = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(sg.map((li) => li.querySelector('time')?.textContent)).toEqual(['2026年3月1日 10:30', '2026年3月1日 09:30']);
    expect(sg[0]!.querySelector('.tracking-event-title')?.textContent).toBe('运输中');
    // Known notes and places in the page's language; the courier's free text as it wrote it.
    expect(sg[0]!.querySelector('.tracking-event-note')?.textContent).toBe('Held at gate 3, call ahead');
    expect(sg[0]!.querySelector('.tracking-event-place')?.textContent).toBe('干线运输');
    expect(sg[1]!.querySelector('.tracking-event-note')?.textContent).toBe('已从仓库揽收');
    expect(sg[1]!.querySelector('.tracking-event-place')?.textContent).toBe('雅加达仓库');
  });

  it("shows another member's number (1103001) and a missing one as not found", async () => {
    stubApi();
    const { unmount } = render(<TrackingDetail locale={{ lang: 'id', country: 'ID' }} signedIn query={{ tracking_no: 'OTHER1' }} />);
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan.' })).toBeTruthy();
    unmount();
    const asked = stubApi();
    render(<TrackingDetail locale={{ lang: 'en', country: 'ID' }} signedIn query={{}} />);
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeTruthy();
    expect(asked.some((p) => p.includes('/shipment/tracking'))).toBe(false);
  });
});

describe('the shipment list', () => {
  it('filters by the tab kept in packageTab, moved with the arrow keys', async () => {
    stubApi([summary('NEW2', 'delivered'), summary('OLD1', 'out_for_delivery')]);
    render(<ShipmentList locale={{ lang: 'en', country: 'ID' }} signedIn />);
    const all = await screen.findByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByText(/^(NEW2|OLD1)$/).map((e) => e.textContent)).toEqual(['NEW2', 'OLD1']);
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect($globalState.get().packageTab).toBe(1);
    expect(await screen.findByText('OLD1')).toBeTruthy();
    expect(screen.queryByText('NEW2')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'On the way' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Delivered' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Track package NEW2' }).getAttribute('href')).toBe('/trackingDetail?tracking_no=NEW2');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Delivered' }), { key: 'ArrowRight' });
    expect($globalState.get().packageTab).toBe(0);
  });

  it('says so when there is nothing to track', async () => {
    stubApi([]);
    render(<ShipmentList locale={{ lang: 'en', country: 'ID' }} signedIn />);
    expect(await screen.findByText('No shipments yet')).toBeTruthy();
  });
});

describe('track a package', () => {
  it('checks the number before asking, then shows the package or not found', async () => {
    const asked = stubApi();
    render(<TrackPackage locale={{ lang: 'en', country: 'ID' }} signedIn initial="" />);
    const input = await screen.findByLabelText('Tracking number');
    const submit = screen.getByRole('button', { name: 'Track' });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a tracking number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'JP-12' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('A tracking number has letters and digits only.');
    expect(asked.some((p) => p.includes('/shipment/tracking'))).toBe(false);

    fireEvent.change(input, { target: { value: 'other 1' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/order/shipment/tracking?tracking_no=OTHER1');
    expect(new URL(location.href).searchParams.get('tracking_no')).toBe('OTHER1');

    fireEvent.change(input, { target: { value: 'devid0000000001' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Tracking history')).toBeTruthy();
  });

  it('looks up the number it opened with', async () => {
    stubApi();
    render(<TrackPackage locale={{ lang: 'en', country: 'ID' }} signedIn initial="DEVID0000000001" />);
    expect(await screen.findByText('Tracking history')).toBeTruthy();
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe('DEVID0000000001');
  });
});
